import { describe, expect, it } from 'vitest';
import { db } from '@mock/db/database';
import { findCommissionTemplate, findTitleFeeTemplate } from '@mock/policies/account-templates';
import { statusOf, useDemoDatabase } from './demo-db';

useDemoDatabase();

describe('account templates', () => {
  it("are found within their own account only; another account's are a 404", () => {
    const harbor = db.commissionTemplates.findBy('accountId', 1)[0]!;
    expect(findCommissionTemplate(db, 1, harbor.id)).toEqual(harbor);
    expect(statusOf(() => findCommissionTemplate(db, 2, harbor.id))).toBe(404);
    const titleFees = db.titleFeeTemplates.findBy('accountId', 4)[0]!;
    expect(findTitleFeeTemplate(db, 4, titleFees.id).name).toBe(titleFees.name);
    expect(statusOf(() => findTitleFeeTemplate(db, 1, titleFees.id))).toBe(404);
    expect(statusOf(() => findTitleFeeTemplate(db, 1, 99_999))).toBe(404);
  });
});
