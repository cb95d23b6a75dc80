import { useCommissionTemplates } from '@/lib/api/templates';
import { CommissionTemplateTable } from '../components/commission-template-table';
import { commissionTemplateKind } from '../components/template-kinds';
import { TemplatesPage } from '../components/templates-page';

/** The commissions tab (agents): the account's commission templates, with previews at a sample price. */
export function CommissionsRoute() {
  const templates = useCommissionTemplates();
  return (
    <TemplatesPage
      title="Commissions"
      intro="Templates for the listing and buyer broker commissions of your listings."
      listingsKeep="their commission"
      templates={templates}
      kind={commissionTemplateKind}
      list={(data, { price, edit, remove }) => (
        <CommissionTemplateTable templates={data} price={price} onEdit={edit} onDelete={remove} />
      )}
    />
  );
}
