import { detailedEstimate, estimateEmissions, factorSetsByVersion } from '@commons/shared/domain';
import { CreateOperationalDataSchema, type CreateOperationalData, type CreateOperationalDataInput } from '@commons/shared/schemas';
import { useSession } from '@commons/shared/session';
import { Button, TextField, useFormToasts } from '@commons/shared/ui';
import { valibotResolver } from '@hookform/resolvers/valibot';
import { useForm, useWatch, type Control } from 'react-hook-form';
import styled from 'styled-components';
import { useAddOperationalData } from '../api/add-operational-data';
import { DetailedEstimateCard } from './detailed-estimate-card';

/** The form, then the detailed estimate below it; side by side where there is room. */
const Layout = styled.div`
  display: grid;
  gap: 24px;
  @media (min-width: 1000px) {
    grid-template-columns: minmax(0, 3fr) minmax(300px, 2fr);
    align-items: start;
  }
`;

const Grid = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(min(220px, 100%), 1fr));
  gap: 16px;
  margin-bottom: 20px;
`;

/** The four numbers of a year, as labelled on the form (docs/product-rules.md#validation). */
const quantities = [
  { name: 'totalNoofVehicels', label: 'Total No. Of Vehicles', step: 1 },
  { name: 'annualCarMiles', label: 'Annual Car Miles', step: 'any' },
  { name: 'annualElectricalConsumption', label: 'Annual Electricity Consumption (Kwh)', step: 'any' },
  { name: 'annualWaterConsumption', label: 'Annual Water Consumption (GLN)', step: 'any' },
] as const;

/**
 * A field being typed may be empty (NaN) or refused (below 0): it adds nothing to the estimates
 * until it is a number the form accepts, so they never show less than the household itself.
 */
const orZero = (value: unknown) => (typeof value === 'number' && Number.isFinite(value) && value >= 0 ? value : 0);

/** The factor set a record saved now is created under (the server's is the same shared list). */
const currentFactors = factorSetsByVersion().current();

/** The read-only "Emissions (mt)": the shared formula over what is typed, family members counted. */
function EmissionsEstimate({ control, familyMembers }: { control: Control<CreateOperationalDataInput>; familyMembers: number }) {
  const [electricity, water, vehicles] = useWatch({
    control,
    name: ['annualElectricalConsumption', 'annualWaterConsumption', 'totalNoofVehicels'],
  });
  const estimate = estimateEmissions({
    annualElectricalConsumption: orZero(electricity),
    annualWaterConsumption: orZero(water),
    totalNoofVehicels: orZero(vehicles),
    familyMembers,
  });
  return (
    <TextField
      label="Emissions (mt)"
      readOnly
      value={estimate}
      hint={`Counts you and ${familyMembers} family member(s). Your purchase uses this figure.`}
    />
  );
}

/**
 * The detailed estimate of what is typed, from published factors and the household's country
 * (the owner's, for a sub-user too), beside the contract's figure; the server computes it again
 * on saving. A session stored before `householdCountry` existed falls back to the profile's own.
 */
function TypedDetailedEstimate({ control, familyMembers }: { control: Control<CreateOperationalDataInput>; familyMembers: number }) {
  const userInfo = useSession().userInfo;
  const country = userInfo?.householdCountry ?? userInfo?.individualCountry ?? '';
  const [electricity, water, vehicles, miles] = useWatch({
    control,
    name: ['annualElectricalConsumption', 'annualWaterConsumption', 'totalNoofVehicels', 'annualCarMiles'],
  });
  const household = {
    annualElectricalConsumption: orZero(electricity),
    annualWaterConsumption: orZero(water),
    annualCarMiles: orZero(miles),
    familyMembers,
  };
  const contract = estimateEmissions({ ...household, totalNoofVehicels: orZero(vehicles) });
  return <DetailedEstimateCard estimate={detailedEstimate({ ...household, country }, currentFactors)} contractTonnes={contract} />;
}

/**
 * A year not recorded yet: the four numbers, each 0 at first, and the estimate recomputed as the
 * person types (docs/product-rules.md#figures-and-limits); a number below 0 is refused at its field. Saving sends the year with them; the
 * server estimates again with the same function, counting the family as it is then.
 */
export function OperationalDataForm({ year, familyMembers }: { year: number; familyMembers: number }) {
  const save = useAddOperationalData();
  const toasts = useFormToasts();
  const {
    register,
    control,
    handleSubmit,
    formState: { errors },
  } = useForm<CreateOperationalDataInput, unknown, CreateOperationalData>({
    // A field is checked once left, then as it changes: "-5" is refused at once, not at Save.
    mode: 'onTouched',
    resolver: valibotResolver(CreateOperationalDataSchema),
    defaultValues: { year, totalNoofVehicels: 0, annualCarMiles: 0, annualElectricalConsumption: 0, annualWaterConsumption: 0 },
  });
  const submit = (data: CreateOperationalData) => {
    toasts.clear();
    save.send(data, { onError: toasts.adopt });
  };

  return (
    <form noValidate aria-label={`Operational data of ${year}`} onSubmit={handleSubmit(submit, toasts.clear)}>
      <Layout>
        <div>
          <Grid>
            {quantities.map((field) => (
              <TextField
                key={field.name}
                label={field.label}
                type="number"
                inputMode="decimal"
                min={0}
                step={field.step}
                error={errors[field.name]?.message}
                {...register(field.name, { valueAsNumber: true })}
              />
            ))}
            <EmissionsEstimate control={control} familyMembers={familyMembers} />
          </Grid>
          {errors.year?.message && <p role="alert">Year {errors.year.message}</p>}
          <Button type="submit" busy={save.busy}>
            Save
          </Button>
        </div>
        <TypedDetailedEstimate control={control} familyMembers={familyMembers} />
      </Layout>
    </form>
  );
}
