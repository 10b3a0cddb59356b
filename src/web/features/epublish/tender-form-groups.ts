import type { FieldGroup } from '../../components/form/index.ts';

/**
 * The tender entry form as a department user thinks of a tender (spec §3 ePublish tender, §2
 * directpurchase / createTender): its groups and fields in order, each field a configured name
 * of E-Publish › Create Tender (§3 Module field status decides shown, mandatory and label) with
 * its kind. `when`: shown, and mandatory, only while that flag is on (tender-rules.ts asks the
 * same before sending). `options` name the selects' lists (tender-form-options.ts); `part`s are
 * drawn by tender-form-parts.tsx. Key classes are the shared schema's (spec §5 key-press filters).
 */
export const tenderGroups: readonly FieldGroup[] = [
  {
    id: 'basic',
    title: 'form.sections.basic',
    fields: [
      { name: 'tenderReferenceNumber', kind: 'text', keyFilter: 'code', maxLength: 100 },
      { name: 'tenderTitle', kind: 'text', keyFilter: 'textDigits', maxLength: 300 },
      { name: 'workDescription', kind: 'textarea', maxLength: 4000 },
      { name: 'tenderType', kind: 'select', options: 'tender_type' },
      { name: 'tenderCategory', kind: 'select', options: 'tender_category' },
      { name: 'formOfContract', kind: 'select', options: 'form_of_contract' },
      { name: 'sector', kind: 'select', options: 'sector' },
    ],
  },
  {
    id: 'classification',
    title: 'form.sections.classification',
    fields: [
      { name: 'productCategory', kind: 'part' },
      { name: 'productSubCategory', kind: 'part' },
      { name: 'unspscSegment', kind: 'part' },
      { name: 'unspscFamily', kind: 'part' },
      { name: 'unspscClass', kind: 'part' },
      { name: 'unspscCommodity', kind: 'part' },
    ],
  },
  {
    id: 'location',
    title: 'form.sections.location',
    fields: [
      { name: 'location', kind: 'text', keyFilter: 'textDigits', maxLength: 200 },
      { name: 'pincode', kind: 'part' },
      { name: 'state', kind: 'text', keyFilter: 'text', maxLength: 100 },
      { name: 'district', kind: 'text', keyFilter: 'text', maxLength: 100 },
      { name: 'multipleDeliveryLocations', kind: 'checkbox' },
    ],
  },
  {
    id: 'dates',
    title: 'form.sections.dates',
    note: 'form.bidWindowHint',
    fields: [
      { name: 'publishedDate', kind: 'dateTime', hint: 'form.istHint' },
      { name: 'documentDownloadStart', kind: 'dateTime', hint: 'form.istHint' },
      { name: 'documentDownloadEnd', kind: 'dateTime', hint: 'form.istHint' },
      { name: 'bidSubmissionStart', kind: 'dateTime', hint: 'form.istHint' },
      { name: 'bidSubmissionEnd', kind: 'dateTime', hint: 'form.istHint' },
      { name: 'bidOpeningDate', kind: 'dateTime', hint: 'form.istHint' },
      { name: 'bidOpeningPlace', kind: 'text', keyFilter: 'textDigits', maxLength: 200 },
      { name: 'clarificationStart', kind: 'dateTime', hint: 'form.istHint' },
      { name: 'clarificationEnd', kind: 'dateTime', hint: 'form.istHint' },
      { name: 'preBidMeeting', kind: 'checkbox' },
      { name: 'preBidMeetingDate', kind: 'dateTime', hint: 'form.istHint', when: 'preBidMeeting' },
      {
        name: 'preBidMeetingPlace',
        kind: 'text',
        keyFilter: 'textDigits',
        maxLength: 200,
        when: 'preBidMeeting',
      },
      {
        name: 'preBidMeetingAddress',
        kind: 'text',
        keyFilter: 'textDigits',
        maxLength: 500,
        when: 'preBidMeeting',
      },
    ],
  },
  {
    id: 'fees',
    title: 'form.sections.fees',
    fields: [
      { name: 'currency', kind: 'select', options: 'currencies' },
      { name: 'estimatedValue', kind: 'number', number: 'rupees' },
      { name: 'showTenderValue', kind: 'checkbox' },
      { name: 'tenderFee', kind: 'number', number: 'rupees' },
      { name: 'emdAmount', kind: 'number', number: 'rupees' },
      { name: 'tenderFeeExemption', kind: 'checkbox' },
      { name: 'emdExemption', kind: 'checkbox' },
      {
        name: 'exemptionReason',
        kind: 'text',
        keyFilter: 'textDigits',
        maxLength: 500,
        when: ['tenderFeeExemption', 'emdExemption'],
      },
      { name: 'payableTo', kind: 'text', keyFilter: 'textDigits', maxLength: 200 },
      { name: 'payableAt', kind: 'text', keyFilter: 'textDigits', maxLength: 200 },
      { name: 'offlineInstrument', kind: 'select', options: 'offline_instrument' },
      { name: 'multiCurrencyFee', kind: 'checkbox' },
      { name: 'feeCurrency', kind: 'select', options: 'currencies', when: 'multiCurrencyFee' },
      { name: 'multiCurrencyEmd', kind: 'checkbox' },
      { name: 'emdCurrency', kind: 'select', options: 'currencies', when: 'multiCurrencyEmd' },
      { name: 'multipleEmd', kind: 'checkbox' },
      // Spec §3 "multiple EMD values": one amount per line, at least two (tender-rules.ts).
      { name: 'emdValues', kind: 'part', when: 'multipleEmd' },
      { name: 'bankGuaranteeType', kind: 'select', options: 'guarantee' },
      { name: 'bankGuaranteeValue', kind: 'number', when: 'bankGuaranteeType' },
    ],
  },
  {
    // Spec §9 "single; double; triple …; quadruple": the number sets the covers (coversFor).
    id: 'covers',
    title: 'form.sections.covers',
    grid: false,
    also: ['covers'],
    fields: [
      { name: 'numberOfCovers', kind: 'select', options: 'coverCount', numeric: true },
      { name: 'covers', kind: 'part' },
    ],
  },
  {
    id: 'authority',
    title: 'form.sections.authority',
    fields: [
      { name: 'invitingAuthority', kind: 'text', keyFilter: 'textDigits', maxLength: 200 },
      { name: 'invitingAuthorityAddress', kind: 'textarea', keyFilter: 'textDigits', maxLength: 500 },
    ],
  },
  {
    id: 'terms',
    title: 'form.sections.terms',
    fields: [
      { name: 'administrativeApproval', kind: 'checkbox' },
      {
        name: 'administrativeApprovalNumber',
        kind: 'text',
        keyFilter: 'code',
        maxLength: 100,
        when: 'administrativeApproval',
      },
      { name: 'bidValidityDays', kind: 'number', number: 'whole' },
      { name: 'completionPeriodDays', kind: 'number', number: 'whole' },
      { name: 'prequalification', kind: 'textarea', maxLength: 2000 },
      { name: 'tendererClass', kind: 'select', options: 'tenderer_class' },
      { name: 'competitiveBidderType', kind: 'select', options: 'bidderType' },
      { name: 'fundingAgency', kind: 'select', options: 'funding_agency' },
      { name: 'publicView', kind: 'checkbox' },
      { name: 'qualityCumCostSelection', kind: 'checkbox' },
      { name: 'nonDisclosureAgreement', kind: 'checkbox' },
      { name: 'twoStageBidding', kind: 'checkbox' },
      { name: 'tenderCumAuction', kind: 'checkbox' },
    ],
  },
  {
    // Spec §5 Files: the NIT (mandatory) and other documents, PDF or xls/xlsx.
    id: 'documents',
    title: 'form.sections.documents',
    grid: false,
    fields: [
      { name: 'nitDocument', kind: 'part' },
      { name: 'otherDocuments', kind: 'part' },
    ],
  },
];
