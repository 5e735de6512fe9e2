import styled, { css, type DefaultTheme } from 'styled-components';
import { useBanners, type BannerKind } from './use-banners';

const palette = (theme: DefaultTheme, kind: BannerKind) =>
  ({
    message: { fg: theme.colors.info, bg: theme.colors.infoSoft },
    error: { fg: theme.colors.danger, bg: theme.colors.dangerSoft },
    success: { fg: theme.colors.success, bg: theme.colors.successSoft },
  })[kind];

const Area = styled.div<{ $floating: boolean }>`
  display: flex;
  flex-direction: column;
  gap: 8px;
  width: 100%;
  max-width: ${({ theme }) => theme.layout.contentWidth};
  margin: 0 auto;
  padding: 0 20px;
  ${({ $floating }) =>
    $floating &&
    css`
      position: fixed;
      top: 16px;
      left: 50%;
      z-index: 20;
      max-width: 560px;
      transform: translateX(-50%);
    `}
  &:not(:empty) { padding-top: 16px; }
`;

const Box = styled.div<{ $kind: BannerKind }>`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: 12px;
  padding: 12px 12px 12px 16px;
  border-radius: ${({ theme }) => theme.radii.md};
  border-left: 4px solid ${({ theme, $kind }) => palette(theme, $kind).fg};
  background: ${({ theme, $kind }) => palette(theme, $kind).bg};
  color: ${({ theme, $kind }) => palette(theme, $kind).fg};
  font-weight: 600;
  box-shadow: ${({ theme }) => theme.shadows.card};
`;

const Close = styled.button`
  flex: none;
  width: 32px;
  height: 32px;
  border: 0;
  border-radius: 50%;
  background: transparent;
  color: inherit;
  font-size: 1.25rem;
  line-height: 1;
  cursor: pointer;
  &:hover { background: rgba(0, 0, 0, 0.06); }
`;

/**
 * The banner area under the navbar. On the screens without a navbar (login, register) it
 * floats at the top so the centred form does not move.
 */
export function BannerArea({ floating = false }: { floating?: boolean }) {
  const { banners, close } = useBanners();
  return (
    <Area $floating={floating}>
      {banners.map(({ kind, text }) => (
        <Box key={kind} $kind={kind} role={kind === 'error' ? 'alert' : 'status'} data-banner={kind}>
          <span>{text}</span>
          <Close type="button" aria-label={`Close ${kind}`} onClick={() => close(kind)}>
            ×
          </Close>
        </Box>
      ))}
    </Area>
  );
}
