/**
 * User-facing messages of SPEC §5 and §8, shared by the web app and the server
 * so that both sides say exactly the same thing.
 */
export const messages = {
  // Generic (SPEC §8)
  allFieldsRequired: 'All fields are required',
  somethingWentWrong: 'Something went wrong',
  somethingWentWrongBang: 'Something went wrong!',
  failedToSave: 'Failed to Saved, please try again!',
  fieldRequired: 'This field is required',
  fixFormErrors: 'Please fix the errors in the form',
  // A field that is present but malformed (API.md "Conventions"): told what is wrong, not 'required'.
  enterText: 'Enter text',
  enterNumber: 'Enter a number',
  enterWholeNumber: 'Enter a whole number',
  enterDate: 'Enter a date',
  enterDateTime: 'Enter a date and time',
  chooseFromList: 'Choose one of the listed options',
  chooseYesOrNo: 'Choose yes or no',
  enterEmail: 'Enter a valid email address',
  enterWebAddress: 'Enter a valid web address',
  notAnId: 'Not a valid id',
  notInExpectedForm: 'Not in the expected form',
  notFoundPage: "Oops! The page you're looking for doesn't exist.",
  // Contact (SPEC §8)
  contactSuccess: 'Thank you for your query. We will update you soon!',
  // API plumbing (API.md)
  notFound: 'Not found',
  routeNotFound: 'No such API route',
  malformedJson: 'The request body is not valid JSON',
  badUrl: 'The address of the request is not valid (a path part is malformed or too long)',
  invalidInput: 'Invalid input',
  unauthorized: 'Please log in to continue',
  forbidden: 'You are not allowed to do this',
  tooManyRequests: 'Too many requests, please slow down and try again shortly',
  payloadTooLarge: 'The upload is too large',
  /** The web app got an answer of a shape it cannot read (another server version, a proxy's page). */
  unreadableAnswer: 'The server sent an answer this page cannot read. Please reload the page and try again.',
  // Text fields (SPEC §5): control characters PostgreSQL or a screen cannot hold.
  controlCharacter: 'Remove the control character (such as NUL) from this text',
  lineBreakInOneLine: 'This field takes a single line: remove the tab or line break',
} as const;

/** SPEC §5 registration: "Please fill out the {field} field". */
export const fillOutField = (field: string) => `Please fill out the ${field} field`;
/** SPEC §5 registration list fields: "Please select at least one {field}". */
export const selectAtLeastOne = (field: string) => `Please select at least one ${field}`;
