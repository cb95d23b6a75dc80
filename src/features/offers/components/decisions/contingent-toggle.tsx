import { Switch } from '@mantine/core';

/** The toggle of issue 18: when on, a contingent offer's price does not trigger anyone's escalation clause. */
export function ContingentToggle({
  contingentOffersTrigger,
  onChange,
}: {
  contingentOffersTrigger: boolean;
  onChange: (triggers: boolean) => void;
}) {
  return (
    <Switch
      label="Contingent offers do not trigger escalation"
      checked={!contingentOffersTrigger}
      onChange={(event) => onChange(!event.currentTarget.checked)}
    />
  );
}
