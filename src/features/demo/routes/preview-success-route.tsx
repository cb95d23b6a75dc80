import { Anchor, Card, Text } from '@mantine/core';
import { Link, useSearchParams } from 'react-router';
import { PageHeader } from '@/components/page-header';
import { paths } from '@/config/paths';

/** /preview/success: thanks the visitor who asked for a preview. */
export function PreviewSuccessRoute() {
  const [params] = useSearchParams();
  const name = params.get('name')?.trim();
  return (
    <>
      <PageHeader title="Thank you" />
      <Card withBorder maw={480} padding="lg">
        <Text>
          {name ? `Thank you, ${name}.` : 'Thank you.'} We will be in touch soon to arrange your product preview.
        </Text>
        <Anchor component={Link} to={paths.demo.stories.href()} mt="md" display="inline-block">
          Try the demo in the meantime
        </Anchor>
      </Card>
    </>
  );
}
