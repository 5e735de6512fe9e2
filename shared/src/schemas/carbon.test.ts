import { CreateFamilyMemberSchema, CreateOperationalDataSchema, FifoListingRequestSchema, MonthlyOffsetSchema } from './carbon';
import { validate } from './validate';

const issuesOf = (schema: Parameters<typeof validate>[0], input: unknown) => {
  const result = validate(schema, input);
  return result.ok ? [] : result.issues.map(({ field, message }) => `${field}: ${message}`);
};

const member = {
  memberRelation: 'Spouse',
  memberName: 'Ingrid Nakamura',
  memberId: 'M-2211',
  countryResidence: 'Norway',
  nationality: 'Japan',
  memberCitizenshipNo: 'JP-77310',
};

describe('CreateFamilyMemberSchema', () => {
  it('should accept each relation of the contract', () => {
    for (const memberRelation of ['Parent', 'Sibling', 'Grandparent', 'Spouse', 'Child', 'Other']) {
      expect(validate(CreateFamilyMemberSchema, { ...member, memberRelation }).ok).toBe(true);
    }
  });

  it.each([
    ['memberRelation', 'Cousin', 'invalid'],
    ['memberRelation', '', 'required'],
    ['memberName', '   ', 'required'],
    ['memberName', 'Ingrid\u0000', 'must not contain control characters'],
    ['memberId', undefined, 'required'],
    ['countryResidence', 'Atlantis', 'invalid'],
    ['nationality', '', 'required'],
    ['memberCitizenshipNo', '\u200b', 'required'],
  ])('should refuse %s = %j with "%s"', (field, value, message) => {
    expect(issuesOf(CreateFamilyMemberSchema, { ...member, [field]: value })).toEqual([`${field}: ${message}`]);
  });

  it('should keep the trimmed text', () => {
    const result = validate(CreateFamilyMemberSchema, { ...member, memberName: '  Ingrid Nakamura \u200b' });
    expect(result.ok && result.value.memberName).toBe('Ingrid Nakamura');
  });
});

describe('CreateOperationalDataSchema', () => {
  const lastYear = new Date().getFullYear() - 1;
  const data = { year: lastYear, totalNoofVehicels: 1, annualCarMiles: 9000, annualElectricalConsumption: 3200.5, annualWaterConsumption: 40000 };

  it('should accept a year from 2023 to the previous year and zeros', () => {
    expect(validate(CreateOperationalDataSchema, data).ok).toBe(true);
    expect(validate(CreateOperationalDataSchema, { ...data, year: 2023, totalNoofVehicels: 0, annualCarMiles: 0 }).ok).toBe(true);
  });

  it.each([
    ['year', 2022, `must be a year from 2023 to ${lastYear}`],
    ['year', lastYear + 1, `must be a year from 2023 to ${lastYear}`],
    ['year', 2024.5, 'must be a whole year'],
    ['totalNoofVehicels', -1, 'must be 0 or more'],
    ['totalNoofVehicels', 1.5, 'must be an integer'],
    ['annualCarMiles', '9000', 'must be a number'],
    ['annualElectricalConsumption', Number.NaN, 'required'],
    ['annualWaterConsumption', null, 'required'],
    ['annualWaterConsumption', 1e12, 'must be at most 100000000'],
  ])('should refuse %s = %j with "%s"', (field, value, message) => {
    expect(issuesOf(CreateOperationalDataSchema, { ...data, [field]: value })).toEqual([`${field}: ${message}`]);
  });
});

describe('the purchase requests', () => {
  it('should ask for a whole, positive quantity', () => {
    expect(issuesOf(FifoListingRequestSchema, { requiredQuantity: 0 })).toEqual(['requiredQuantity: must be greater than 0']);
    expect(issuesOf(FifoListingRequestSchema, { requiredQuantity: 2.5 })).toEqual(['requiredQuantity: must be an integer']);
    expect(validate(FifoListingRequestSchema, { requiredQuantity: 24 }).ok).toBe(true);
  });

  // 1e308 must not reach PostgreSQL's integer column, which would answer it with a 500.
  it('should refuse a quantity no listing can hold', () => {
    expect(issuesOf(FifoListingRequestSchema, { requiredQuantity: 1e308 })).toEqual(['requiredQuantity: must be at most 2147483647']);
    expect(validate(FifoListingRequestSchema, { requiredQuantity: 2_147_483_647 }).ok).toBe(true);
  });

  it('should take record ids as UUIDs only', () => {
    expect(issuesOf(MonthlyOffsetSchema, {})).toEqual(['operationalDataId: required']);
    expect(issuesOf(MonthlyOffsetSchema, { operationalDataId: "1' OR 1=1" })).toEqual(['operationalDataId: invalid']);
  });
});
