import { verifyRequests } from '@mock/node';
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { currentPath, renderRoute, server } from '../../render';

const REQUIRED = 'This field is required';
const GIF_REFUSED = 'The photo must be a PNG or JPEG image';

const openNewListing = async () => {
  const view = await renderRoute('/listings/new', { persona: 'listingAgent' });
  const form = await screen.findByRole('form', { name: 'New listing' });
  // Mantine's file field is a button; the file itself goes through its hidden input.
  const fileInput = form.querySelector<HTMLInputElement>('input[type="file"]');
  if (!fileInput) throw new Error('The photo field has no file input');
  return { ...view, form, fileInput };
};

// The whole app renders a long form, and the typing is character by character: on a loaded
// 2-core machine that takes longer than the project's 15 s default.
const SLOW_TEST_MS = 60_000;

// The PNG signature: the mock checks a photo's bytes, not only its declared type.
const pngFile = () =>
  new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])], 'house.png', { type: 'image/png' });

describe('the listing form (/listings/new)', () => {
  it(
    'shows the required messages under the fields and sends nothing',
    async () => {
      const { user, form } = await openNewListing();

      await user.click(within(form).getByRole('button', { name: 'Create listing' }));

      expect(await within(form).findByRole('textbox', { name: /Address line 1/ })).toHaveAccessibleDescription(
        REQUIRED,
      );
      expect(within(form).getByRole('textbox', { name: /City/ })).toHaveAccessibleDescription(REQUIRED);
      expect(within(form).getByRole('textbox', { name: /State/ })).toHaveAccessibleDescription(REQUIRED);
      expect(within(form).getByRole('textbox', { name: /Zip code/ })).toHaveAccessibleDescription(
        'Zip code must be 5 digits',
      );
      // The photo (spec: "All listings must include a photo").
      expect(within(form).getByRole('button', { name: /^Photo/ })).toHaveAccessibleDescription(
        expect.stringContaining(REQUIRED),
      );
      expect(verifyRequests({ route: 'listings.create', count: 0 }).verified).toBe(true);
    },
    SLOW_TEST_MS,
  );

  it(
    'refuses a GIF with a clear message and keeps no photo',
    async () => {
      const { user, form, fileInput } = await openNewListing();
      const gif = new File([new Uint8Array([0x47, 0x49, 0x46, 0x38])], 'house.gif', { type: 'image/gif' });

      // A browser's file dialog can be told to show every file: the accept hint is not the check.
      await user.setup({ applyAccept: false }).upload(fileInput, gif);

      expect(await within(form).findByText(GIF_REFUSED)).toBeInTheDocument();
      expect(within(form).queryByText('house.gif')).not.toBeInTheDocument();
      expect(within(form).queryByRole('img', { name: 'Photo preview' })).not.toBeInTheDocument();
    },
    SLOW_TEST_MS,
  );

  it(
    'keeps every value after a server error, shown in a danger alert, then creates the listing',
    async () => {
      server.use(
        http.post(
          '*/api/v1/listing',
          () => HttpResponse.json({ success: false, message: 'The listing service is down' }, { status: 500 }),
          {
            once: true,
          },
        ),
      );
      const { user, form, fileInput, router } = await openNewListing();

      await user.click(within(form).getByRole('textbox', { name: /Address line 1/ }));
      await user.paste('12 Alder Street');
      await user.click(within(form).getByRole('textbox', { name: /Zip code/ }));
      await user.paste('97202');
      // The zip code lookup fills in the city and state.
      await waitFor(() => expect(within(form).getByRole('textbox', { name: /City/ })).toHaveValue('Portland'));
      expect(within(form).getByRole('textbox', { name: /State/ })).toHaveValue('OR');
      await user.upload(fileInput, pngFile());
      expect(await within(form).findByText('house.png')).toBeInTheDocument();
      await user.click(within(form).getByRole('radio', { name: 'Custom flat fee' }));
      const flatFee = within(form).getByRole('textbox', { name: /Flat fee/ });
      await user.type(flatFee, '12500.5');
      expect(flatFee).toHaveValue('$12,500.5');

      await user.click(within(form).getByRole('button', { name: 'Create listing' }));

      expect(await screen.findByRole('alert')).toHaveTextContent('The listing service is down');
      expect(within(form).getByRole('textbox', { name: /Address line 1/ })).toHaveValue('12 Alder Street');
      expect(within(form).getByRole('textbox', { name: /Zip code/ })).toHaveValue('97202');
      expect(flatFee).toHaveValue('$12,500.5');
      expect(within(form).getByText('house.png')).toBeInTheDocument();

      await user.click(within(form).getByRole('button', { name: 'Create listing' }));

      await waitFor(() => expect(router.state.location.pathname).toBe('/'));
      const params = new URLSearchParams(router.state.location.search);
      expect(params.get('action')).toBe('created');
      expect(params.get('address')).toBe('12 Alder Street, Portland, OR 97202');
      expect(currentPath(router)).toMatch(/^\/\?action=created&/);
    },
    SLOW_TEST_MS,
  );
});
