import styled from 'styled-components';

const Leaf = styled.span<{ $size: number }>`
  width: ${({ $size }) => $size}px;
  height: ${({ $size }) => $size}px;
  border-radius: 50% 0 50% 50%;
  background: ${({ theme }) => theme.colors.primary};
  transform: rotate(-45deg);
`;

/** The product's leaf mark, shown beside its name (navbar, sign-in screens). Decorative only. */
export function BrandMark({ size = 24 }: { size?: number }) {
  return <Leaf aria-hidden="true" $size={size} />;
}
