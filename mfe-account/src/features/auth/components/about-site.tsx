import { Link } from '@commons/shared/navigation';
import styled from 'styled-components';

const Aside = styled.aside`
  padding: 0 8px;
  color: ${({ theme }) => theme.colors.muted};
  h2 {
    margin: 0 0 8px;
    font-size: 1.15rem;
    color: ${({ theme }) => theme.colors.text};
  }
  p { margin: 0 0 12px; }
  ul {
    margin: 0;
    padding: 0;
    list-style: none;
    display: flex;
    flex-wrap: wrap;
    gap: 8px 20px;
  }
`;

/**
 * What Carbon Commons does, in a few lines beside the login form, for whoever lands on `/`
 * without knowing the site; the links go to the public pages that show it. Plain text and two
 * links: the login page's JavaScript budget (docs/performance.md) has no room for more.
 */
export function AboutSite() {
  return (
    <Aside aria-labelledby="about-site">
      <h2 id="about-site">What Carbon Commons does</h2>
      <p>
        Record your household&apos;s energy, water and car use each year, and see the emissions they add up to. Offset
        them with certified emission reductions from real projects, retired in your name, with a certificate anyone
        can verify.
      </p>
      <ul>
        <li>
          <Link to="/projects">The projects</Link>
        </li>
        <li>
          <Link to="/methodology">How we estimate emissions</Link>
        </li>
      </ul>
    </Aside>
  );
}
