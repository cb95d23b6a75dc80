import { useTitleFeeTemplates } from '@/lib/api/templates';
import { titleFeeTemplateKind } from '../components/template-kinds';
import { TemplatesPage } from '../components/templates-page';
import { TitleFeeTemplateCard } from '../components/title-fee-template-card';

/** The title fees tab (agents): title and escrow fee templates, each fee previewed at a sample price. */
export function TitleFeesRoute() {
  const templates = useTitleFeeTemplates();
  return (
    <TemplatesPage
      title="Title fees"
      intro="Title and escrow fee templates: a listing’s title fees are the sum of its template’s fees."
      listingsKeep="their title fees"
      templates={templates}
      kind={titleFeeTemplateKind}
      loadingShape={{ rows: 2, height: 120 }}
      list={(data, { price, edit, remove }) =>
        data.map((template) => (
          <TitleFeeTemplateCard
            key={template.id}
            template={template}
            price={price}
            onEdit={() => edit(template)}
            onDelete={() => remove(template)}
          />
        ))
      }
    />
  );
}
