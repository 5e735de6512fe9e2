import styled, { keyframes } from 'styled-components';

const spin = keyframes`to { transform: rotate(360deg); }`;

const Wrapper = styled.div<{ $fill: boolean }>`
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  gap: 14px;
  padding: 24px;
  min-height: ${({ $fill }) => ($fill ? '60vh' : 'auto')};
  color: ${({ theme }) => theme.colors.muted};
  font-weight: 600;
`;

const Ring = styled.span`
  width: 40px;
  height: 40px;
  border-radius: 50%;
  border: 4px solid ${({ theme }) => theme.colors.primarySoft};
  border-top-color: ${({ theme }) => theme.colors.primary};
  animation: ${spin} 0.8s linear infinite;
`;

/**
 * A busy indicator with its text ("Signing In", "Logging Out"), announced politely.
 * `fill` centres it in the page area while a whole screen is waiting.
 */
export function Spinner({ label, fill = false }: { label: string; fill?: boolean }) {
  return (
    <Wrapper role="status" aria-live="polite" $fill={fill}>
      <Ring aria-hidden="true" />
      <span>{label}</span>
    </Wrapper>
  );
}
