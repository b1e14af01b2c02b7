import { defineDocument } from '../../../core/documents/index.js';
import { contactConflictReview } from '../review/crm-reviews.js';
import { crmContact } from './contact.table.js';

/**
 * Contacts (a record type, decision 0019 descriptor): seen through their owner's data scope; a contact
 * that conflicts with another customer's waits in the review `contactConflict` (contact-conflict).
 */
export const contactDocument = defineDocument({
  type: 'contact',
  table: crmContact,
  id: crmContact.id,
  no: crmContact.name,
  scope: { sales: crmContact.ownerId, own: crmContact.ownerId },
  reviews: [contactConflictReview],
});
