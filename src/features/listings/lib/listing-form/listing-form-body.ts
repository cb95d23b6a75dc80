import type { CreateListingBodySchema, Listing, UpdateListingBodySchema } from '@contract/schemas/listing';
import type { z } from 'zod';
import { parseNumberValue, toNumberFieldValue } from '@/components/number-input/number-value';
import type { ListingFormValues } from './listing-form-schema';

/*
 * Form values to and from the API (PATCH and POST listing, multipart). Select values are
 * text; the API's ids are numbers. Empty optional fields are sent as null, which clears
 * them on an edit.
 */

type ListingFields = Omit<z.input<typeof UpdateListingBodySchema>, 'propertyImage'>;
export type CreateListingBody = z.input<typeof CreateListingBodySchema>;
export type UpdateListingBody = z.input<typeof UpdateListingBodySchema>;

/** A new listing: Active, nothing filled in, sellers notified automatically once added. */
export const emptyListingFormValues = (): ListingFormValues => ({
  status: 'active',
  activeDate: '',
  addressLine1: '',
  addressLine2: '',
  zipCode: '',
  city: '',
  state: '',
  countyId: null,
  propertyImage: null,
  sellers: [],
  listingAgents: [],
  commissionKind: 'template',
  agentCommissionId: null,
  listingAgentCustomCommission: '',
  buyerBrokerCommissionIds: [],
  titleFeeTemplateId: null,
  subtractFromMortage: '',
  slug: '',
});

/** A new seller row: notified automatically unless the agent says otherwise (the API's default too). */
export const emptySeller = (): ListingFormValues['sellers'][number] => ({
  email: '',
  fullName: '',
  automaticallyNotify: true,
});
export const emptyListingAgent = (): ListingFormValues['listingAgents'][number] => ({ email: '', fullName: '' });

const idText = (id: number | null | undefined): string | null => (id === null || id === undefined ? null : String(id));
const idNumber = (text: string | null): number | null => (text === null || text === '' ? null : Number(text));

/**
 * The edit form's starting values. `editorEmail` is the agent editing: the form lists the
 * other listing agents only, as the API's `listingAgents` are the co-listing agents.
 */
export const listingFormValuesOf = (listing: Listing, editorEmail: string): ListingFormValues => {
  const people = (role: string) => listing.usersToListing.filter((party) => party.role === role);
  return {
    status: listing.status,
    activeDate: listing.activeDate ?? '',
    addressLine1: listing.addressLine1,
    addressLine2: listing.addressLine2 ?? '',
    zipCode: listing.zipCode,
    city: listing.city.name,
    state: listing.state.name,
    countyId: idText(listing.county?.id),
    propertyImage: null,
    sellers: people('seller').map(({ user, automaticallyNotify }) => ({
      email: user.email ?? '',
      fullName: user.fullName,
      automaticallyNotify,
    })),
    listingAgents: people('listing-agent')
      .filter(({ user }) => user.email?.toLowerCase() !== editorEmail.toLowerCase())
      .map(({ user }) => ({ email: user.email ?? '', fullName: user.fullName })),
    commissionKind:
      listing.listingAgentCustomCommission !== null && listing.listingAgentCustomCommission !== undefined
        ? 'custom'
        : 'template',
    agentCommissionId: idText(listing.agentCommission?.id),
    listingAgentCustomCommission: toNumberFieldValue(listing.listingAgentCustomCommission),
    buyerBrokerCommissionIds: listing.buyerBrokerCommissions.map((commission) => String(commission.id)),
    titleFeeTemplateId: idText(listing.titleFeeTemplate?.id),
    subtractFromMortage: toNumberFieldValue(listing.subtractFromMortage),
    slug: listing.slug,
  };
};

const blankToNull = (text: string | null | undefined): string | null => {
  const trimmed = text?.trim() ?? '';
  return trimmed === '' ? null : trimmed;
};

const fieldsOf = (values: ListingFormValues): ListingFields => {
  const isCustom = values.commissionKind === 'custom';
  return {
    status: values.status,
    activeDate: values.status === 'incoming' ? values.activeDate : null,
    addressLine1: values.addressLine1.trim(),
    addressLine2: blankToNull(values.addressLine2),
    zipCode: values.zipCode,
    city: values.city.trim(),
    state: values.state.trim(),
    countyId: idNumber(values.countyId),
    sellers: values.sellers.map((seller) => ({
      email: seller.email.trim(),
      fullName: blankToNull(seller.fullName),
      automaticallyNotify: seller.automaticallyNotify,
    })),
    listingAgents: values.listingAgents.map((agent) => ({
      email: agent.email.trim(),
      fullName: blankToNull(agent.fullName),
    })),
    agentCommissionId: isCustom ? null : idNumber(values.agentCommissionId),
    listingAgentCustomCommission: isCustom ? parseNumberValue(values.listingAgentCustomCommission) : null,
    buyerBrokerCommissionIds: values.buyerBrokerCommissionIds.map(Number),
    titleFeeTemplateId: idNumber(values.titleFeeTemplateId),
    subtractFromMortage: parseNumberValue(values.subtractFromMortage),
    slug: blankToNull(values.slug),
  };
};

/** POST listing. The form's schema has already required the photo. */
export const toCreateListingBody = (values: ListingFormValues & { propertyImage: File }): CreateListingBody => ({
  ...fieldsOf(values),
  propertyImage: values.propertyImage,
});

/** PATCH listing/{id}: the photo only when another one was chosen (absent keeps the current one). */
export const toUpdateListingBody = (values: ListingFormValues): UpdateListingBody => ({
  ...fieldsOf(values),
  ...(values.propertyImage ? { propertyImage: values.propertyImage } : {}),
});
