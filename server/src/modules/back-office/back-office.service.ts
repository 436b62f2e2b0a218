// The fund's back office: campaigns and products (docs/product/back-office.md; docs/decisions/0008). Only operators reach
// these operations (x-roles), always within their tenant (another tenant's ids are 404).
//
// Rules beyond the contract's schemas (422 VALIDATION_FAILED with a violation on the field):
// - money has at most two decimals and is converted through the number's shortest decimal text, never with float
//   arithmetic (numeric(18,2) text is what is stored); percentages have at most four decimals;
// - a campaign ends on or after its start; its target is above zero; its PL name is not blank;
// - the type and the currency are fixed once the campaign has offers; the type also once it has products (their
//   terms depend on it and products cannot be deleted); a currency change carries over to the products;
// - a product is in its campaign's currency; debt: interestType, paymentFrequency and termMonths required,
//   Fixed needs interestRate (no reference rate or margin), Variable needs referenceRate and margin (no
//   interestRate; the rate is their exact sum, at most 100); equity: none of the rate fields, frequency, day
//   count or term; 0 < min <= max, min and max multiples of the step;
// - the terms an agreement rests on (currency, rate type, fixed rate, reference rate name, margin, frequency, day
//   count, term, start date) are fixed once an offer of the product is accepted (accepted or active); names,
//   limits, the code and the reference rate's current value can change;
// - a product code is unique within its campaign (409 CONFLICT).
import { randomUUID } from 'node:crypto';
import type {
  Campaign,
  CampaignData,
  CampaignDocument,
  CampaignInput,
  Product,
  ProductInput,
  Violation,
} from '#generated/api/model';
import { addRates, formatMinorUnits, formatRate, parseRate, toMinorUnits } from '#schemas/finance/money';
import { normalizeIban } from '#schemas/formats/iban';
import type { ProductRow } from '../../db/schema';
import { HttpError, notFound, validationFailed } from '../../plugins/errors';
import { verifiedFileTypeOfFile } from '../../providers/storage/file-content';
import { safeFileName } from '../../providers/storage/file-types';
import { findCampaign, toCampaign, toCampaignDocument, toProduct, todayOf } from '../campaigns';
import { isUuid, type UploadedFile, type UserCaller as Caller } from '../shared';
import * as repo from './back-office.repository';

const now = (caller: Caller) => caller.services.now();

const unprocessable = (violations: Violation[]) =>
  new HttpError(422, 'VALIDATION_FAILED', 'Validation failed', { violations });

const isUniqueViolation = (error: unknown): boolean => {
  const code =
    (error as { code?: string; cause?: { code?: string } }).code ??
    (error as { cause?: { code?: string } }).cause?.code;
  return code === '23505';
};

const campaignNotFound = () => notFound('Campaign not found');

async function answerCampaign(caller: Caller, id: string): Promise<Campaign> {
  const found = await findCampaign(caller.db, caller.tenant.id, id);
  if (!found) throw campaignNotFound();
  return toCampaign(found, { tenant: caller.tenant, today: todayOf(caller), operator: true });
}

// ------------------------------------------------------------------ exact decimals

/** Money as stored (numeric text with 2 decimals), or null with a violation (more than two decimals). */
function moneyText(value: number, path: string, violations: Violation[]): string | null {
  try {
    return formatMinorUnits(toMinorUnits(value));
  } catch {
    violations.push({ propertyPath: path, title: 'validation.money', message: 'At most two decimals.' });
    return null;
  }
}

/** A percentage as stored (its shortest decimal text), or null with a violation (more than four decimals). */
function percentageText(value: number, path: string, violations: Violation[]): string | null {
  try {
    const rate = parseRate(value);
    if (rate.scale <= 4) return formatRate(rate);
  } catch {
    // reported below
  }
  violations.push({ propertyPath: path, title: 'validation.percentage', message: 'At most four decimals.' });
  return null;
}

const required = (propertyPath: string): Violation => ({
  propertyPath,
  title: 'validation.required',
  message: 'This field is required.',
});

const notAllowed = (propertyPath: string, message: string): Violation => ({
  propertyPath,
  title: 'validation.notAllowed',
  message,
});

const blank = (value: string | undefined): boolean => !value || value.trim() === '';

// ------------------------------------------------------------------ campaigns

function checkCampaignInput(body: CampaignInput): repo.CampaignData {
  const violations: Violation[] = [];
  if (body.endDate < body.startDate) {
    violations.push({
      propertyPath: 'endDate',
      title: 'validation.dateNotBefore',
      message: 'The campaign may not end before it starts.',
    });
  }
  const targetAmount = moneyText(body.targetAmount, 'targetAmount', violations);
  if (targetAmount !== null && toMinorUnits(targetAmount) === 0n) {
    violations.push({
      propertyPath: 'targetAmount',
      title: 'validation.exclusiveMinimum',
      message: 'Must be above 0.',
    });
  }
  for (const language of ['pl', 'en'] as const) {
    const translation = body.data.translations[language];
    if (translation && blank(translation.name)) violations.push(required(`data.translations.${language}.name`));
  }
  if (blank(body.paymentAccount.recipient)) violations.push(required('paymentAccount.recipient'));
  if (violations.length > 0) throw unprocessable(violations);
  return {
    type: body.type,
    data: storedCampaignData(body.data),
    startDate: body.startDate,
    endDate: body.endDate,
    targetAmount: targetAmount!,
    currency: body.currency,
    paymentBankAccount: normalizeIban(body.paymentAccount.bankAccount),
    paymentRecipient: body.paymentAccount.recipient.trim(),
    paymentDays: body.paymentAccount.paymentDays,
  };
}

/**
 * The texts as stored: an EN block with anything in it has its name and description (the contract's schema says
 * so: schemas/campaign.schema.json, if/then); an empty EN block is no English text at all (the UI falls back to PL).
 */
function storedCampaignData(data: CampaignInput['data']): CampaignData {
  const { pl, en } = data.translations;
  const english = en?.name && en.description ? { ...en, name: en.name, description: en.description } : null;
  return { translations: { pl, ...(english && { en: english }) } };
}

export async function createCampaign(caller: Caller, body: CampaignInput): Promise<Campaign> {
  const data = checkCampaignInput(body);
  const id = await repo.insertCampaign(caller.db, caller.tenant.id, data, now(caller));
  return answerCampaign(caller, id);
}

export async function updateCampaign(caller: Caller, id: string, body: CampaignInput): Promise<Campaign> {
  if (!isUuid(id)) throw campaignNotFound();
  const data = checkCampaignInput(body);
  await caller.db.transaction(async (tx) => {
    // Locked: an invitation made meanwhile (which reads the campaign) cannot slip between the check and the write.
    const current = await repo.lockCampaign(tx, caller.tenant.id, id);
    if (!current) throw campaignNotFound();
    const typeChanged = current.type !== data.type;
    const currencyChanged = current.currency !== data.currency;
    if (typeChanged || currencyChanged) {
      const violations: Violation[] = [];
      const hasOffers = await repo.campaignHasOffers(tx, id);
      if (typeChanged && hasOffers) {
        violations.push({
          propertyPath: 'type',
          title: 'validation.fixedOnceOffered',
          message: 'The type cannot change once the campaign has offers.',
        });
      } else if (typeChanged && (await repo.campaignHasProducts(tx, id))) {
        violations.push({
          propertyPath: 'type',
          title: 'validation.fixedWithProducts',
          message: 'The type cannot change while the campaign has products.',
        });
      }
      if (currencyChanged && hasOffers) {
        violations.push({
          propertyPath: 'currency',
          title: 'validation.fixedOnceOffered',
          message: 'The currency cannot change once the campaign has offers.',
        });
      }
      if (violations.length > 0) throw unprocessable(violations);
    }
    await repo.updateCampaign(tx, caller.tenant.id, id, data, now(caller));
    if (currencyChanged) await repo.setProductsCurrency(tx, id, data.currency, now(caller));
  });
  return answerCampaign(caller, id);
}

export async function setSuspended(caller: Caller, id: string, suspended: boolean): Promise<Campaign> {
  if (!isUuid(id) || !(await repo.setSuspended(caller.db, caller.tenant.id, id, suspended, now(caller)))) {
    throw campaignNotFound();
  }
  return answerCampaign(caller, id);
}

// ------------------------------------------------------------------ image and documents

const IMAGE_TYPES = new Set(['image/png', 'image/jpeg']);

/** PNG or JPEG by content (415 otherwise); stored first, then the row; the replaced file is removed after. */
export async function uploadImage(caller: Caller, id: string, file: UploadedFile): Promise<Campaign> {
  if (!isUuid(id) || !(await repo.campaignExists(caller.db, caller.tenant.id, id))) throw campaignNotFound();
  const type = await verifiedFileTypeOfFile(file.path);
  if (!type || !IMAGE_TYPES.has(type.contentType)) {
    throw new HttpError(415, 'UNSUPPORTED_MEDIA_TYPE', 'Only PNG and JPEG images are accepted');
  }
  const storage = caller.services.storage;
  const key = `campaigns/${caller.tenant.id}/${id}/image-${randomUUID()}`;
  await storage.putStream(key, file.open());
  let replaced: string | null | undefined;
  try {
    replaced = await repo.replaceImage(
      caller.db,
      caller.tenant.id,
      id,
      { key, contentType: type.contentType },
      now(caller),
    );
  } catch (error) {
    await storage.delete(key).catch(() => undefined);
    throw error;
  }
  if (replaced === undefined) {
    await storage.delete(key).catch(() => undefined);
    throw campaignNotFound(); // deleted meanwhile
  }
  if (replaced) await storage.delete(replaced).catch(() => undefined);
  return answerCampaign(caller, id);
}

export async function removeImage(caller: Caller, id: string): Promise<Campaign> {
  const replaced = isUuid(id) ? await repo.replaceImage(caller.db, caller.tenant.id, id, null, now(caller)) : undefined;
  if (replaced === undefined) throw campaignNotFound();
  if (replaced) await caller.services.storage.delete(replaced).catch(() => undefined);
  return answerCampaign(caller, id);
}

export interface DocumentUpload {
  file: UploadedFile | null;
  namePl?: string;
  nameEn?: string;
}

/** A PDF by content (415 otherwise) with its names; the file is stored first, a failed insert removes it. */
export async function uploadDocument(caller: Caller, id: string, upload: DocumentUpload): Promise<CampaignDocument> {
  if (!isUuid(id) || !(await repo.campaignExists(caller.db, caller.tenant.id, id))) throw campaignNotFound();
  // The multipart body is not validated by the contract's schema (it is streamed): the same rules here, 400.
  const violations: Violation[] = [];
  if (!upload.file) violations.push(required('file'));
  const namePl = upload.namePl?.trim() ?? '';
  const nameEn = upload.nameEn?.trim() ?? '';
  if (namePl === '') violations.push(required('namePl'));
  if (namePl.length > 200) {
    violations.push({ propertyPath: 'namePl', title: 'validation.maxLength', message: 'At most 200 characters.' });
  }
  if (nameEn.length > 200) {
    violations.push({ propertyPath: 'nameEn', title: 'validation.maxLength', message: 'At most 200 characters.' });
  }
  if (violations.length > 0) throw validationFailed(violations);
  const file = upload.file!;
  const type = await verifiedFileTypeOfFile(file.path);
  if (type?.contentType !== 'application/pdf') {
    throw new HttpError(415, 'UNSUPPORTED_MEDIA_TYPE', 'Only PDF documents are accepted');
  }
  const documentId = randomUUID();
  const storageKey = `campaigns/${caller.tenant.id}/${id}/documents/${documentId}`;
  const storage = caller.services.storage;
  await storage.putStream(storageKey, file.open());
  const row = {
    id: documentId,
    tenantId: caller.tenant.id,
    campaignId: id,
    name: { pl: namePl, ...(nameEn && { en: nameEn }) },
    fileName: safeFileName(file.fileName, type),
    size: file.size,
    storageKey,
    createdAt: now(caller),
  };
  try {
    await repo.insertCampaignDocument(caller.db, row);
  } catch (error) {
    await storage.delete(storageKey).catch(() => undefined);
    throw error;
  }
  return toCampaignDocument(row);
}

export async function deleteDocument(caller: Caller, id: string, documentId: string): Promise<void> {
  const storageKey =
    isUuid(id) && isUuid(documentId)
      ? await repo.deleteCampaignDocument(caller.db, caller.tenant.id, id, documentId)
      : null;
  if (!storageKey) throw notFound('Document not found');
  // After the row: a failure leaves an orphan file, never a row without its file.
  await caller.services.storage.delete(storageKey).catch(() => undefined);
}

// ------------------------------------------------------------------ products

function checkProductInput(body: ProductInput, campaign: { type: 'debt' | 'equity'; currency: string }) {
  const violations: Violation[] = [];
  if (body.currency !== campaign.currency) {
    violations.push({
      propertyPath: 'currency',
      title: 'validation.currencyMismatch',
      message: "A product is in its campaign's currency.",
    });
  }
  if (blank(body.name.pl)) violations.push(required('name.pl'));

  let interestRate: string | null = null;
  let referenceRateName: string | null = null;
  let referenceRateValue: string | null = null;
  let margin: string | null = null;
  if (campaign.type === 'equity') {
    const equityMessage = 'An equity product has no interest, payment frequency, day count or term.';
    for (const field of [
      'interestType',
      'interestRate',
      'referenceRate',
      'margin',
      'paymentFrequency',
      'dayCountConvention',
      'termMonths',
    ] as const) {
      if (body[field] !== undefined && body[field] !== null) violations.push(notAllowed(field, equityMessage));
    }
  } else {
    if (!body.interestType) violations.push(required('interestType'));
    if (!body.paymentFrequency) violations.push(required('paymentFrequency'));
    if (body.termMonths === undefined || body.termMonths === null) violations.push(required('termMonths'));
    if (body.interestType === 'Fixed') {
      if (body.interestRate === undefined || body.interestRate === null) violations.push(required('interestRate'));
      else interestRate = percentageText(body.interestRate, 'interestRate', violations);
      const fixedMessage = 'A fixed rate has no reference rate or margin.';
      if (body.referenceRate) violations.push(notAllowed('referenceRate', fixedMessage));
      if (body.margin !== undefined && body.margin !== null) violations.push(notAllowed('margin', fixedMessage));
    } else if (body.interestType === 'Variable') {
      if (body.interestRate !== undefined && body.interestRate !== null) {
        violations.push(notAllowed('interestRate', 'A variable rate is the reference rate plus the margin.'));
      }
      if (!body.referenceRate) violations.push(required('referenceRate'));
      else {
        referenceRateName = body.referenceRate.name.trim();
        if (referenceRateName === '') violations.push(required('referenceRate.name'));
        referenceRateValue = percentageText(body.referenceRate.value, 'referenceRate.value', violations);
      }
      if (body.margin === undefined || body.margin === null) violations.push(required('margin'));
      else margin = percentageText(body.margin, 'margin', violations);
      if (referenceRateValue !== null && margin !== null) {
        const sum = Number(formatRate(addRates(parseRate(referenceRateValue), parseRate(margin))));
        if (sum > 100) {
          violations.push({
            propertyPath: 'margin',
            title: 'validation.maximum',
            message: 'The reference rate plus the margin may not exceed 100%.',
          });
        }
      }
    }
  }

  const min = moneyText(body.investmentValueMin, 'investmentValueMin', violations);
  const max = moneyText(body.investmentValueMax, 'investmentValueMax', violations);
  const step = moneyText(body.investmentValueStep, 'investmentValueStep', violations);
  const stepUnits = step === null ? null : toMinorUnits(step);
  if (stepUnits === 0n) {
    violations.push({
      propertyPath: 'investmentValueStep',
      title: 'validation.exclusiveMinimum',
      message: 'Must be above 0.',
    });
  }
  if (min !== null && toMinorUnits(min) === 0n) {
    violations.push({
      propertyPath: 'investmentValueMin',
      title: 'validation.exclusiveMinimum',
      message: 'Must be above 0.',
    });
  }
  if (min !== null && max !== null && toMinorUnits(min) > toMinorUnits(max)) {
    violations.push({
      propertyPath: 'investmentValueMax',
      title: 'validation.minimumAboveMaximum',
      message: 'The maximum may not be below the minimum.',
    });
  }
  if (stepUnits !== null && stepUnits > 0n) {
    for (const [path, value] of [
      ['investmentValueMin', min],
      ['investmentValueMax', max],
    ] as const) {
      if (value !== null && toMinorUnits(value) % stepUnits !== 0n) {
        violations.push({
          propertyPath: path,
          title: 'validation.multipleOf',
          message: `Must be a multiple of the step (${step}).`,
        });
      }
    }
  }
  if (violations.length > 0) throw unprocessable(violations);

  const debt = campaign.type === 'debt';
  const data: repo.ProductData = {
    code: body.code,
    name: { pl: body.name.pl.trim(), ...(body.name.en?.trim() && { en: body.name.en.trim() }) },
    currency: body.currency,
    interestType: debt ? (body.interestType ?? null) : null,
    interestRate,
    referenceRateName,
    referenceRateValue,
    margin,
    paymentFrequency: debt ? (body.paymentFrequency ?? null) : null,
    dayCountConvention: debt ? (body.dayCountConvention ?? 'ACT/365F') : 'ACT/365F',
    termMonths: debt ? (body.termMonths ?? null) : null,
    startDate: body.startDate,
    investmentValueMin: min!,
    investmentValueMax: max!,
    investmentValueStep: step!,
  };
  return data;
}

const codeTaken = () =>
  new HttpError(409, 'CONFLICT', 'A product with this code exists in the campaign', {
    violations: [{ propertyPath: 'code', title: 'validation.codeTaken', message: 'A product with this code exists.' }],
  });

export async function createProduct(caller: Caller, campaignId: string, body: ProductInput): Promise<Product> {
  if (!isUuid(campaignId)) throw campaignNotFound();
  try {
    const { product, campaign } = await caller.db.transaction(async (tx) => {
      // Locked: a concurrent type change (refused with products) cannot slip past this insert.
      const campaign = await repo.lockCampaign(tx, caller.tenant.id, campaignId);
      if (!campaign) throw campaignNotFound();
      const data = checkProductInput(body, campaign);
      if (await repo.productCodeTaken(tx, campaignId, data.code)) throw codeTaken();
      return { product: await repo.insertProduct(tx, caller.tenant.id, campaignId, data, now(caller)), campaign };
    });
    return toProduct(product, campaign);
  } catch (error) {
    if (isUniqueViolation(error)) throw codeTaken(); // a parallel create with the same code
    throw error;
  }
}

/** The terms an accepted agreement rests on, as stored, by the field a violation names. */
const TERMS: [keyof ProductInput, (row: repo.ProductData | ProductRow) => unknown][] = [
  ['currency', (row) => row.currency],
  ['interestType', (row) => row.interestType],
  ['interestRate', (row) => row.interestRate],
  ['referenceRate', (row) => row.referenceRateName],
  ['margin', (row) => row.margin],
  ['paymentFrequency', (row) => row.paymentFrequency],
  ['dayCountConvention', (row) => row.dayCountConvention],
  ['termMonths', (row) => row.termMonths],
  ['startDate', (row) => row.startDate],
];

/** numeric text compared as a number ("9.0000" equals "9"). */
const sameTerm = (a: unknown, b: unknown): boolean => {
  if (typeof a === 'string' && typeof b === 'string' && /^\d+(\.\d+)?$/.test(a) && /^\d+(\.\d+)?$/.test(b)) {
    return formatRate(parseRate(a)) === formatRate(parseRate(b));
  }
  return a === b;
};

export async function updateProduct(caller: Caller, id: string, body: ProductInput): Promise<Product> {
  if (!isUuid(id)) throw notFound('Product not found');
  try {
    const { product, campaign } = await caller.db.transaction(async (tx) => {
      const found = await repo.lockProduct(tx, caller.tenant.id, id);
      if (!found) throw notFound('Product not found');
      const data = checkProductInput(body, found.campaign);
      const changedTerms = TERMS.filter(([, read]) => !sameTerm(read(found.product), read(data)));
      if (changedTerms.length > 0 && (await repo.productHasAcceptedOffers(tx, id))) {
        throw unprocessable(
          changedTerms.map(([field]) => ({
            propertyPath: field,
            title: 'validation.fixedOnceAccepted',
            message: 'This term cannot change once an offer of the product is accepted.',
          })),
        );
      }
      if (data.code !== found.product.code && (await repo.productCodeTaken(tx, found.campaign.id, data.code, id))) {
        throw codeTaken();
      }
      return { product: await repo.updateProduct(tx, id, data, now(caller)), campaign: found.campaign };
    });
    return toProduct(product, campaign);
  } catch (error) {
    if (isUniqueViolation(error)) throw codeTaken();
    throw error;
  }
}
