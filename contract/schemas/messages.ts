// The validation messages, word for word. The contract's schemas
// use them, so the mock's 400 field errors and the client's inline errors agree.
export const MESSAGES = {
  required: 'This field is required',
  tooLong: 'This field should not exceed 255 characters',
  invalidNumber: 'Please enter a valid number',
  positiveNumber: 'Please enter a valid number greater than 0',
  invalidEmail: 'Invalid email address',
  passwordLength: 'Password should be at least 8 characters long',
  passwordCase: 'Password should contain at least one uppercase and one lowercase letter',
  passwordsMatch: 'Passwords must match',
  phone: 'Phone number must be a valid US phone number',
  terms: 'You must accept terms of conditions',
  invalid: 'This field is invalid',
} as const;

export const fieldRequired = (field: string) => `${field} is required`;
export const atLeast = (min: number) => `must be greater than or equal to ${min}`;
export const atMost = (max: number) => `must be less than or equal to ${max}`;

/**
 * The one sentence for every failure of the Google sign-in, POST
 * auth/login/google's failureMessage. Here, apart from the route, so that the sign-in screen
 * can show it without loading the contract's routes (docs/decisions/0032).
 */
export const GOOGLE_SIGN_IN_FAILURE = 'Google service is not available. Please try again later.';
