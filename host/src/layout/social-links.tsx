import styled from 'styled-components';

/**
 * Brand glyphs from Simple Icons (CC0), drawn in the link's text colour on a 24x24 grid, from one
 * SVG file the build names by its hash: the glyphs' 3 KB of path data stay out of every page's
 * scripts, and the file is fetched once, below the fold, and cached for good.
 */
const sprite = new URL('./social-icons.svg', import.meta.url).href;

const socialLinks = [
  { name: 'LinkedIn', href: 'https://www.linkedin.com/', id: 'linkedin' },
  { name: 'X (Twitter)', href: 'https://x.com/', id: 'x' },
  { name: 'Instagram', href: 'https://www.instagram.com/', id: 'instagram' },
  { name: 'Facebook', href: 'https://www.facebook.com/', id: 'facebook' },
] as const;

const List = styled.ul`
  display: flex;
  gap: 6px;
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Icon = styled.a`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 40px;
  height: 40px;
  border-radius: 50%;
  color: ${({ theme }) => theme.colors.muted};
  transition: background-color 120ms ease, color 120ms ease;
  &:hover { background: ${({ theme }) => theme.colors.primarySoft}; color: ${({ theme }) => theme.colors.primary}; }
  svg { width: 20px; height: 20px; }
`;

/** The footer's social icons; each opens the network in a new tab, named for screen readers. */
export function SocialLinks() {
  return (
    <List aria-label="Social media">
      {socialLinks.map(({ name, href, id }) => (
        <li key={name}>
          <Icon href={href} target="_blank" rel="noopener noreferrer" aria-label={`${name} (opens in a new tab)`}>
            <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
              <use href={`${sprite}#${id}`} />
            </svg>
          </Icon>
        </li>
      ))}
    </List>
  );
}
