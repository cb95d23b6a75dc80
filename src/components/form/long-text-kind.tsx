import { Textarea, type TextareaProps } from '@mantine/core';
import { inputKind } from './input-kind';
import { textBinding, type TextValue } from './text-kinds';

/*
 * The form kit's long text, apart from the other text kinds: Mantine's Textarea brings its
 * autosize code (1.3 KB gzipped), which the sign-in form, a text kind's most frequent user,
 * never draws (the first-load budgets, docs/decisions/0065).
 */

/** Text over several lines. */
export const LongTextField = inputKind<TextValue, TextareaProps>(Textarea, {}, textBinding);
