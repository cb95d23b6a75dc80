import { describe, expect, it } from 'vitest';
import { IMAGE_TYPE_MESSAGE, imageTypeProblem, planImageResize } from '@/components/image-upload/image-rules';
import { parseNumberValue, toNumberFieldValue } from '@/components/number-input/number-value';
import { maskZip } from '@/components/number-input/zip-mask';

describe('planImageResize (spec section 9: at most 1920 px wide)', () => {
  it('scales a 4000 × 3000 photo to 1920 × 1440', () => {
    expect(planImageResize(4000, 3000)).toEqual({ width: 1920, height: 1440 });
  });

  it('keeps the aspect of a tall photo and rounds to whole pixels', () => {
    expect(planImageResize(3000, 4001)).toEqual({ width: 1920, height: 2561 });
  });

  it('leaves a photo of at most 1920 px wide as it is, never enlarging it', () => {
    expect(planImageResize(1920, 1080)).toEqual({ width: 1920, height: 1080 });
    expect(planImageResize(640, 480)).toEqual({ width: 640, height: 480 });
  });
});

describe('imageTypeProblem (spec section 5: png, jpg, jpeg)', () => {
  it('accepts PNG and JPEG', () => {
    expect(imageTypeProblem({ type: 'image/png', name: 'house.png' })).toBeNull();
    expect(imageTypeProblem({ type: 'image/jpeg', name: 'house.jpg' })).toBeNull();
    expect(imageTypeProblem({ type: 'image/jpeg', name: 'house.jpeg' })).toBeNull();
  });

  it('refuses a GIF, and other types, with a clear message', () => {
    expect(imageTypeProblem({ type: 'image/gif', name: 'house.gif' })).toBe(IMAGE_TYPE_MESSAGE);
    expect(imageTypeProblem({ type: 'image/webp', name: 'house.webp' })).toBe(IMAGE_TYPE_MESSAGE);
    expect(imageTypeProblem({ type: 'application/pdf', name: 'house.jpg' })).toBe(IMAGE_TYPE_MESSAGE);
    expect(IMAGE_TYPE_MESSAGE).toBe('The photo must be a PNG or JPEG image');
  });

  it('judges a file without a type by its extension', () => {
    expect(imageTypeProblem({ type: '', name: 'HOUSE.JPG' })).toBeNull();
    expect(imageTypeProblem({ type: '', name: 'house.gif' })).toBe(IMAGE_TYPE_MESSAGE);
  });
});

describe('numeric field values (spec section 5: comma thousands separator, decimals)', () => {
  it('reads numbers and the text of a number being typed', () => {
    expect(parseNumberValue(1234.5)).toBe(1234.5);
    expect(parseNumberValue('12.')).toBe(12);
    expect(parseNumberValue('0.50')).toBe(0.5);
    expect(parseNumberValue('.5')).toBe(0.5);
  });

  it('ignores thousands separators and spaces', () => {
    expect(parseNumberValue('1,234,567.89')).toBe(1234567.89);
    expect(parseNumberValue(' 2,500 ')).toBe(2500);
  });

  it('reads an empty field as null and anything else as not a number', () => {
    expect(parseNumberValue('')).toBeNull();
    expect(parseNumberValue(null)).toBeNull();
    expect(parseNumberValue('12a')).toBeNaN();
    expect(parseNumberValue('-')).toBeNaN();
    expect(parseNumberValue('1.2.3')).toBeNaN();
  });

  it('starts a field from a stored amount, empty when there is none', () => {
    expect(toNumberFieldValue(2500)).toBe(2500);
    expect(toNumberFieldValue(null)).toBe('');
    expect(toNumberFieldValue(undefined)).toBe('');
  });
});

describe('maskZip (spec section 5: 5 digits)', () => {
  it('keeps the first five digits of what was typed or pasted', () => {
    expect(maskZip('97201')).toBe('97201');
    expect(maskZip('97201-1234')).toBe('97201');
    expect(maskZip(' 9a7 2')).toBe('972');
    expect(maskZip('')).toBe('');
  });
});
