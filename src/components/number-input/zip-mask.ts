/** The zip mask: 5 digits. Keeps the first five digits of whatever was typed or pasted. */
const ZIP_LENGTH = 5;

export const maskZip = (text: string): string => text.replace(/\D/g, '').slice(0, ZIP_LENGTH);
