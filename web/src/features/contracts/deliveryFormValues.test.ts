import {
  checklistForCategory,
  DUE_DILIGENCE_CHECKLIST,
  ESCROW_MESSAGES,
  type Delivery,
} from '@titletrust/shared';
import { describe, expect, it } from 'vitest';
import {
  deliveryErrorsFromApi,
  initialDeliveryValues,
  repeatsDelivery,
  validateDelivery,
  type DeliveryFormValues,
} from './deliveryFormValues';

const checklist = DUE_DILIGENCE_CHECKLIST.map((item) => ({ ...item }));
const optional = checklist.find((item) => !item.alwaysApplies)!;
const FILE_ID = '0b7e4c1a-8d2f-4f3e-9c1b-5a6d7e8f9a0b';
const REPORT =
  'The Certificate of Occupancy is genuine and registered to the seller at the Lagos registry.';

function answered(): DeliveryFormValues {
  const values = initialDeliveryValues(checklist, undefined);
  for (const item of checklist) values.answers[item.key] = { outcome: 'confirmed', note: '' };
  return { ...values, report: `  ${REPORT}  ` };
}

describe('the delivery form', () => {
  it('sends a trimmed report, every answer and the files', () => {
    const values = answered();
    values.answers[optional.key] = { outcome: 'not_applicable', note: ' Not in a gazetted area ' };
    const result = validateDelivery(values, checklist, [FILE_ID]);
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.body.report).toBe(REPORT);
    expect(result.body.fileIds).toEqual([FILE_ID]);
    expect(result.body.checklist).toHaveLength(checklist.length);
    expect(result.body.checklist?.find((a) => a.key === optional.key)).toEqual({
      key: optional.key,
      outcome: 'not_applicable',
      note: 'Not in a gazetted area',
    });
  });

  it('marks a short report, a missing answer and a wrong "not applicable" with the shared messages', () => {
    const values = answered();
    values.report = 'Too short';
    values.answers.title_document = { outcome: '', note: '' };
    values.answers.governors_consent = { outcome: 'not_applicable', note: '' };
    const result = validateDelivery(values, checklist, []);
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.errors.report).toBe(ESCROW_MESSAGES.reportLength);
    expect(result.errors.checklist.title_document).toBe(ESCROW_MESSAGES.checklistIncomplete);
    expect(result.errors.checklist.governors_consent).toBe(ESCROW_MESSAGES.checklistNotApplicable);
    expect(result.errors.checklist.encumbrances).toBeUndefined();
  });

  it('asks a survey delivery for each finding in its note, unless the item does not apply', () => {
    const survey = checklistForCategory('property_surveys').map((item) => ({ ...item }));
    expect(survey.map((item) => item.key)).toEqual([
      'survey_plan_number',
      'beacon_numbers',
      'coordinates',
      'area',
      'charting_result',
      'government_acquisition',
      'encroachment',
    ]);
    const values = initialDeliveryValues(survey, undefined);
    for (const item of survey) values.answers[item.key] = { outcome: 'confirmed', note: 'Stated' };
    values.report = REPORT;
    values.answers.beacon_numbers = { outcome: 'confirmed', note: '   ' };
    values.answers.government_acquisition = { outcome: 'issue_found', note: '' };
    values.answers.encroachment = { outcome: 'not_applicable', note: '' };
    const refused = validateDelivery(values, survey, []);
    expect(refused.ok).toBe(false);
    if (refused.ok) return;
    expect(refused.errors.checklist).toEqual({
      survey_plan_number: undefined,
      beacon_numbers: 'Write the beacon numbers found in the note',
      coordinates: undefined,
      area: undefined,
      charting_result: undefined,
      government_acquisition: 'Write the acquisition status in the note',
      encroachment: undefined,
    });
    values.answers.beacon_numbers = { outcome: 'confirmed', note: 'SC/LA 1, SC/LA 2' };
    values.answers.government_acquisition = { outcome: 'issue_found', note: 'Committed: road' };
    expect(validateDelivery(values, survey, []).ok).toBe(true);
  });

  it('needs no checklist for gigs without one', () => {
    const result = validateDelivery({ report: REPORT, answers: {} }, [], []);
    expect(result).toEqual({ ok: true, body: { report: REPORT, checklist: [], fileIds: [] } });
  });

  it('starts a redelivery from the previous report and answers', () => {
    const previous = {
      report: REPORT,
      checklist: [
        { key: 'encumbrances', label: 'Encumbrances', outcome: 'issue_found', note: 'A mortgage' },
      ],
    } as Delivery;
    const values = initialDeliveryValues(checklist, previous);
    expect(values.report).toBe(REPORT);
    expect(values.answers.encumbrances).toEqual({ outcome: 'issue_found', note: 'A mortgage' });
    expect(values.answers.title_document).toEqual({ outcome: '', note: '' });
  });

  it('knows a redelivery that repeats the previous delivery, and one that changes anything', () => {
    const previous = {
      report: REPORT,
      checklist: checklist.map((item) => ({
        key: item.key,
        label: item.label,
        outcome: 'confirmed',
        note: '',
      })),
    } as Delivery;
    const untouched = validateDelivery(initialDeliveryValues(checklist, previous), checklist, []);
    if (!untouched.ok) throw new Error('the previous delivery should be valid');
    expect(repeatsDelivery(untouched.body, previous)).toBe(true);
    // Spaces around the report change nothing the client would see.
    expect(repeatsDelivery({ ...untouched.body, report: `${REPORT}\n` }, previous)).toBe(true);
    expect(repeatsDelivery(untouched.body, undefined)).toBe(false);

    expect(
      repeatsDelivery({ ...untouched.body, report: `${REPORT} Copy attached.` }, previous),
    ).toBe(false);
    expect(repeatsDelivery({ ...untouched.body, fileIds: [FILE_ID] }, previous)).toBe(false);
    const changedAnswer = untouched.body.checklist!.map((answer) =>
      answer.key === 'encumbrances'
        ? { ...answer, outcome: 'issue_found' as const, note: 'A mortgage' }
        : answer,
    );
    expect(repeatsDelivery({ ...untouched.body, checklist: changedAnswer }, previous)).toBe(false);
    const newNote = untouched.body.checklist!.map((answer) =>
      answer.key === 'encumbrances' ? { ...answer, note: 'None registered' } : answer,
    );
    expect(repeatsDelivery({ ...untouched.body, checklist: newNote }, previous)).toBe(false);
  });

  it('places the server field errors on the report, the files and the right checklist row', () => {
    const errors = deliveryErrorsFromApi(
      [
        { path: 'report', message: ESCROW_MESSAGES.reportLength },
        { path: 'checklist.1', message: ESCROW_MESSAGES.checklistNotApplicable },
        { path: 'fileIds', message: ESCROW_MESSAGES.filesMissing },
        { path: 'checklist.99', message: 'ignored' },
      ],
      checklist,
    );
    expect(errors).toEqual({
      report: ESCROW_MESSAGES.reportLength,
      files: ESCROW_MESSAGES.filesMissing,
      checklist: { [checklist[1]!.key]: ESCROW_MESSAGES.checklistNotApplicable },
    });
  });
});
