import { describe, expect, it } from 'vitest';
import { creditUnitOf, describeUnits } from './credit-units';

describe('creditUnitOf', () => {
  it('should name each registry of the listings file by its own unit', () => {
    expect(creditUnitOf('CDM')?.code).toBe('CER');
    expect(creditUnitOf('Verra')?.code).toBe('VCU');
    expect(creditUnitOf('Gold Standard')?.code).toBe('VER');
  });

  it('should know a registry by its other spellings, whatever the case and spacing', () => {
    expect(creditUnitOf('Verra VCS')?.code).toBe('VCU');
    expect(creditUnitOf('  gold   standard ')?.code).toBe('VER');
    expect(creditUnitOf('Clean Development Mechanism')?.code).toBe('CER');
    expect(creditUnitOf('ACR')?.code).toBe('ERT');
  });

  it('should give no unit for a registry it does not know', () => {
    expect(creditUnitOf('Acme Offsets')).toBeUndefined();
  });
});

describe('describeUnits', () => {
  it('should spell the quantity with the unit, in the plural only for more than one', () => {
    expect(describeUnits(24, creditUnitOf('Gold Standard'))).toBe('24 Verified Emission Reductions (VERs)');
    expect(describeUnits(1, creditUnitOf('Verra'))).toBe('1 Verified Carbon Unit (VCU)');
    expect(describeUnits(3, undefined)).toBe('3 carbon credits');
  });
});
