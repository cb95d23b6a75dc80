import { contract } from '@contract';
import { fromBase64 } from '../../lib/bytes';
import { defineHandler } from '../../framework/define-handler';
import { notFound } from '../../lib/errors';
import { fileResponse } from '../../framework/respond';
import { requireUser } from '../../policies/session';
import { isAllowedDocumentType } from '../../policies/uploads';
import { loadVisibleOffer } from '../../policies/visible-offer';

const DOCUMENT_NOT_FOUND = 'Document not found';

/**
 * The file itself, for whoever may see the offer. Any document the offer has
 * ever carried is served, not only the current version's: the history shows
 * earlier versions with their documents. Always an attachment, never sniffed
 * (framework/respond.ts); a stored type off the allow-list (an old snapshot's HTML,
 * say) goes out as application/octet-stream.
 */
export const getDocument = defineHandler(contract.offers.getDocument, (ctx) => {
  const user = requireUser(ctx);
  const { offer } = loadVisibleOffer(ctx.db, ctx.params.offerId, user);
  const document = ctx.db.documents.findById(ctx.params.documentId);
  if (!document || document.offerId !== offer.id) throw notFound(DOCUMENT_NOT_FOUND);
  const contentType = isAllowedDocumentType(document.contentType) ? document.contentType : 'application/octet-stream';
  return fileResponse({ bytes: fromBase64(document.contentBase64), contentType, fileName: document.fileName });
});
