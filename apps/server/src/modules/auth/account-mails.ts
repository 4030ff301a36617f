/**
 * The account's own mails — the password-reset code and the notice of a changed password — in the
 * member's profile language (API.md "Conventions"), English and Hindi side by side.
 */
import type { Language } from '@neelami/shared/language';

/** A mail's subject and text. */
export interface MailText {
  subject: string;
  text: string;
}

/** The mail carrying a password-reset code. */
export function resetCodeMail(language: Language, name: string, otp: string): MailText {
  if (language === 'hi')
    return {
      subject: `${otp} आपका Neelami पासवर्ड बदलने का कोड है`,
      text: [
        `नमस्ते ${name},`,
        '',
        `Neelami पासवर्ड बदलने के लिए आपका एक बार का कोड (OTP) है: ${otp}`,
        '',
        'यह 10 मिनट तक मान्य है और एक ही बार काम आएगा। अगर आपने यह नहीं माँगा, तो इस मेल को अनदेखा करें:',
        'आपका पासवर्ड जैसा है वैसा ही रहेगा।',
        '',
        'Neelami ई-नीलामी',
      ].join('\n'),
    };
  return {
    subject: `${otp} is your Neelami password reset code`,
    text: [
      `Hello ${name},`,
      '',
      `Your one-time code to reset your Neelami password is: ${otp}`,
      '',
      'It is valid for 10 minutes and can be used once. If you did not ask for it, ignore this mail:',
      'your password stays as it is.',
      '',
      'Neelami e-Auctions',
    ].join('\n'),
  };
}

/** The notice that the account's password was changed. */
export function passwordChangedMail(language: Language): MailText {
  if (language === 'hi')
    return {
      subject: 'आपका Neelami पासवर्ड बदल दिया गया',
      text: [
        'नमस्ते,',
        '',
        'आपके Neelami ई-नीलामी खाते का पासवर्ड अभी बदला गया है, और बाकी सभी लॉग इन बंद कर दिए गए हैं।',
        'अगर यह आपने नहीं किया, तो तुरंत "पासवर्ड भूल गए?" से पासवर्ड बदलें और हमसे संपर्क करें।',
        '',
        'Neelami ई-नीलामी',
      ].join('\n'),
    };
  return {
    subject: 'Your Neelami password was changed',
    text: [
      'Hello,',
      '',
      'The password of your Neelami e-auction account was just changed, and every other login was signed out.',
      'If you did not do this, reset your password at once with "Forgot Password" and contact us.',
      '',
      'Neelami e-Auctions',
    ].join('\n'),
  };
}

/** The language of a stored user row ('en' unless it says 'hi'). */
export const languageOf = (row: { language: string }): Language => (row.language === 'hi' ? 'hi' : 'en');
