import { describe, expect, it } from 'vitest';
import type { CommissionTemplate, TitleFeeTemplate } from '@contract/schemas/templates';
import { MESSAGES } from '@contract/schemas/messages';
import { db } from '@mock/node';
import { COMMISSION_TEMPLATE_NOT_FOUND, TITLE_FEE_TEMPLATE_NOT_FOUND } from '@mock/policies/account-templates';
import { ACCESS_DENIED, anonymous, signIn, useScenarioMockServer } from '../support/persona-client';

useScenarioMockServer('demo');

const HARBOR = 1;
const CASCADE = 2;
const cascadeTemplate = () => db.commissionTemplates.findBy('accountId', CASCADE)[0]!;
const cascadeTitleFees = () => db.titleFeeTemplates.findBy('accountId', CASCADE)[0]!;

describe('account.commissionTemplates', () => {
  it("lists the account's templates for any of its agents, admin or not", async () => {
    const answer = await (await signIn('listingAgent')).get<CommissionTemplate[]>('/account/commission-templates');
    expect(answer.status).toBe(200);
    expect(answer.body.map((template) => template.id)).toEqual(
      db.commissionTemplates.findBy('accountId', HARBOR).map((t) => t.id),
    );
    expect(answer.body[0]).toEqual({ id: 1, name: '3% of price', formula: expect.any(String) });
    const cascade = await (await signIn('buyersAgent')).get<CommissionTemplate[]>('/account/commission-templates');
    expect(cascade.body.map((template) => template.name)).toEqual(['Buyer side 2.5%', 'Buyer side 2% + $1,000']);
  });

  it('creates, changes and deletes a template', async () => {
    const agent = await signIn('coListingAgent');
    const created = await agent.post<CommissionTemplate>('/account/commission-templates', {
      name: 'Luxury 2%',
      formula: 'pp * 0.02',
    });
    expect(created.status).toBe(201);
    expect(created.body).toEqual({ id: expect.any(Number), name: 'Luxury 2%', formula: 'pp * 0.02' });
    expect(db.commissionTemplates.findById(created.body.id)?.accountId).toBe(HARBOR);

    const updated = await agent.patch<CommissionTemplate>(`/account/commission-templates/${created.body.id}`, {
      name: 'Luxury 2% + $500',
      formula: 'pp * 0.02 + 500',
    });
    expect(updated.body).toEqual({ id: created.body.id, name: 'Luxury 2% + $500', formula: 'pp * 0.02 + 500' });

    const removed = await agent.delete(`/account/commission-templates/${created.body.id}`);
    expect(removed.status).toBe(200);
    expect(removed.json).toEqual({ success: true, body: null });
    expect(db.commissionTemplates.findById(created.body.id)).toBeUndefined();
  });

  it('leaves listings that copied a template as they are when it is deleted', async () => {
    const listing = db.listings.findBy('accountId', HARBOR).find((row) => row.agentCommission !== null)!;
    const copied = listing.agentCommission!;
    const template = db.commissionTemplates.findById(copied.id);
    expect(template?.accountId).toBe(HARBOR);
    await (await signIn('admin')).delete(`/account/commission-templates/${copied.id}`);
    expect(db.listings.findById(listing.id)?.agentCommission).toEqual(copied);
  });

  it('refuses a formula that does not parse (400 on formula) and a missing name', async () => {
    const agent = await signIn('listingAgent');
    const bad = await agent.post('/account/commission-templates', { name: 'Bad', formula: 'pp * (0.03' });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.json.errors ?? {})).toEqual(['formula']);
    const unnamed = await agent.post('/account/commission-templates', { name: '', formula: 'pp * 0.03' });
    expect(unnamed.json.errors).toEqual({ name: MESSAGES.required });
  });

  it("answers 404 for another account's template, 403 for consumers, 401 signed out", async () => {
    const agent = await signIn('listingAgent');
    const other = cascadeTemplate();
    const update = await agent.patch(`/account/commission-templates/${other.id}`, { name: 'Mine', formula: 'pp' });
    expect(update.status).toBe(404);
    expect(update.json.message).toBe(COMMISSION_TEMPLATE_NOT_FOUND);
    expect((await agent.delete(`/account/commission-templates/${other.id}`)).status).toBe(404);
    expect(db.commissionTemplates.findById(other.id)).toEqual(other);
    const seller = await (await signIn('seller')).get('/account/commission-templates');
    expect(seller.status).toBe(403);
    expect(seller.json).toEqual(ACCESS_DENIED);
    expect((await anonymous().get('/account/commission-templates')).status).toBe(401);
  });
});

describe('account.titleFeeTemplates', () => {
  it("lists the account's title fee templates with their fees", async () => {
    const answer = await (await signIn('admin')).get<TitleFeeTemplate[]>('/account/title-fee-templates');
    expect(answer.status).toBe(200);
    expect(answer.body.map((template) => template.name)).toEqual([
      'Oregon title & escrow',
      'Washington title & escrow',
      'Premium title package',
    ]);
    expect(answer.body[0]?.fees.length).toBeGreaterThan(0);
    expect(answer.body[0]?.fees[0]).toEqual({ name: expect.any(String), formula: expect.any(String) });
  });

  it('creates, changes and deletes a template', async () => {
    const agent = await signIn('limitAgent');
    const created = await agent.post<TitleFeeTemplate>('/account/title-fee-templates', {
      name: 'Austin escrow',
      fees: [
        { name: 'Escrow fee', formula: '350 + pp * 0.001' },
        { name: 'Recording', formula: '125' },
      ],
    });
    expect(created.status).toBe(201);
    expect(created.body.fees).toHaveLength(2);
    const updated = await agent.patch<TitleFeeTemplate>(`/account/title-fee-templates/${created.body.id}`, {
      name: 'Austin escrow (2026)',
      fees: [{ name: 'Escrow fee', formula: '400 + pp * 0.001' }],
    });
    expect(updated.body).toEqual({
      id: created.body.id,
      name: 'Austin escrow (2026)',
      fees: [{ name: 'Escrow fee', formula: '400 + pp * 0.001' }],
    });
    expect((await agent.delete(`/account/title-fee-templates/${created.body.id}`)).status).toBe(200);
    expect((await agent.get<TitleFeeTemplate[]>('/account/title-fee-templates')).body.map((t) => t.id)).not.toContain(
      created.body.id,
    );
  });

  it('refuses a bad fee formula (400 naming the fee), no fees, another account’s template (404) and consumers (403)', async () => {
    const agent = await signIn('listingAgent');
    const bad = await agent.post('/account/title-fee-templates', {
      name: 'Bad',
      fees: [{ name: 'Fee', formula: 'sqrt(' }],
    });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.json.errors ?? {})).toEqual(['fees.0.formula']);
    const none = await agent.post('/account/title-fee-templates', { name: 'Empty', fees: [] });
    expect(none.json.errors).toEqual({ fees: MESSAGES.required });
    const other = await agent.patch(`/account/title-fee-templates/${cascadeTitleFees().id}`, {
      name: 'x',
      fees: [{ name: 'a', formula: '1' }],
    });
    expect(other.status).toBe(404);
    expect(other.json.message).toBe(TITLE_FEE_TEMPLATE_NOT_FOUND);
    expect((await (await signIn('buyer')).get('/account/title-fee-templates')).status).toBe(403);
  });
});
