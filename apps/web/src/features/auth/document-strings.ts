/**
 * The English of the document uploader of registration, exactly as SPEC writes them. They load with the
 * live list and the live room (i18n/en-screens.ts). Every key needs its Hindi in document-strings-hi.ts
 * (a type error otherwise); the e2e tests read these texts.
 */
export const documentsEn = {
  docs: {
    hint: 'PAN card, GST certificate, cancelled cheque… PDF, JPEG, PNG, GIF or WebP, up to 10 MB each.',
    none: 'No document uploaded yet.',
    upload: 'Upload document',
    choose: 'Choose a document to upload',
  },
} as const;
