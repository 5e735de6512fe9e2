import { menus } from '@commons/shared/domain';
import { useId } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import styled from 'styled-components';
import { Checkbox } from '../../../components/checkbox';
import { menuLabels } from './menu-labels';

const Group = styled.fieldset`
  margin: 0;
  padding: 0;
  border: 0;
  min-width: 0;
`;

const Legend = styled.legend`
  padding: 0;
  margin-bottom: 6px;
  font-size: 0.9rem;
  font-weight: 600;
`;

const Choices = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(150px, 1fr));
  gap: 2px 16px;
`;

const Error = styled.p`
  margin: 6px 0 0;
  font-size: 0.85rem;
  color: ${({ theme }) => theme.colors.danger};
`;

/**
 * The menus a policy grants, one checkbox each (PROFILE, CARBON_CREDITS, ASSETS, WIZARD, WALLET;
 * docs/product-rules.md#validation). The boxes share one registered name, so the form holds the
 * ticked values as a list; the list's error is read as the group's description.
 */
export function MenusFieldset({ field, error }: { field: UseFormRegisterReturn; error: string | undefined }) {
  const errorId = useId();
  return (
    <Group aria-describedby={error ? errorId : undefined}>
      <Legend>Menus</Legend>
      <Choices>
        {menus.map((menu) => (
          <Checkbox key={menu} label={menuLabels[menu]} value={menu} {...field} />
        ))}
      </Choices>
      {error && <Error id={errorId}>{error}</Error>}
    </Group>
  );
}
