import styled from 'styled-components';

const Label = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.muted};
  font-size: 0.75rem;
`;

/**
 * Names a build that is not a release (a preview, or the release tests' second build), so whoever
 * looks at the page knows which one it is. A release build has no label and shows nothing.
 */
export function BuildLabel({ label = __BUILD_LABEL__ }: { label?: string }) {
  if (!label) return null;
  return <Label>Carbon build {label}</Label>;
}
