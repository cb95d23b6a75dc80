import { screen } from '@testing-library/react';

/** The form field whose label starts with `label`. */
export const field = (label: string) => screen.getByLabelText(new RegExp(`^${label}`));

/** The error message under a field: the texts Mantine links to it with aria-describedby, joined. */
export const errorOf = (label: string) =>
  field(label)
    .getAttribute('aria-describedby')
    ?.split(' ')
    .map((id) => document.getElementById(id)?.textContent ?? '')
    .join(' ');
