/**
 * The English of the gallery, exactly as SPEC writes them. They load with every screen but the live
 * list and the live room (i18n/en-more.ts), so the room's first load does not carry them. Every key
 * needs its Hindi in strings-hi.ts (a type error otherwise); the e2e tests read these texts.
 */
export const galleryEn = {
  gallery: {
    title: 'Gallery',
    intro: 'Scrap yards, inspections and lots from our auctions.',
    chooseImage: 'Choose an image to upload',
    upload: 'Upload image',
    loadFailed: 'The gallery could not be loaded.',
    empty: 'No images yet.',
    images: 'Gallery images',
    open: 'Open image {{n}}',
    image: 'Gallery image {{n}}',
    deleteTitle: 'Delete image',
    deleteOne: 'Delete image {{n}}',
    deleteConfirm: 'Delete image {{n}} from the gallery? This cannot be undone.',
    delete: 'Delete',
    cancel: 'Cancel',
    failed: 'Something went wrong',
  },
} as const;
