import { PageHeader } from '@/components/page-header';

// Placeholder: the auth screens (issue 4) are built here: the agent sign-up form.
export function AgentSignUpRoute() {
  return <PageHeader title="Agent sign-up" />;
}
