import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Card, Stack, Text } from '@mantine/core';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { PageHeader } from '@/components/page-header';
import { paths } from '@/config/paths';
import { PreviewRequestSchema, type PreviewRequest } from '../lib/preview-request-schema';
import { TextField } from '@/components/form/text-kinds';

/** /preview: ask for a product preview (name, e-mail, brokerage), then /preview/success. */
export function PreviewRoute() {
  const navigate = useNavigate();
  const form = useForm<PreviewRequest>({
    resolver: zodResolver(PreviewRequestSchema),
    defaultValues: { name: '', email: '', brokerage: '' },
  });
  const submit = form.handleSubmit(({ name }) =>
    navigate(`${paths.preview.success.href()}?name=${encodeURIComponent(name)}`),
  );

  return (
    <>
      <PageHeader title="Request a product preview" />
      <Card withBorder maw={480} padding="lg">
        <Text mb="md">Tell us who you are and we will show you OfferDesk with your own listings.</Text>
        <form onSubmit={submit} noValidate aria-label="Request a product preview">
          <Stack gap="sm">
            <TextField control={form.control} name="name" label="Name" autoComplete="name" required />
            <TextField control={form.control} name="email" label="Email" type="email" autoComplete="email" required />
            <TextField control={form.control} name="brokerage" label="Brokerage" autoComplete="organization" required />
            <Button type="submit">Request a preview</Button>
          </Stack>
        </form>
      </Card>
    </>
  );
}
