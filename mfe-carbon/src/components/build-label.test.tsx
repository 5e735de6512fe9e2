import { render, screen } from '@testing-library/react';
import { ThemeProvider } from 'styled-components';
import { theme } from '@commons/shared/ui';
import { BuildLabel } from './build-label';

describe('BuildLabel', () => {
  it('should name a labelled build', () => {
    render(
      <ThemeProvider theme={theme}>
        <BuildLabel label="preview-7" />
      </ThemeProvider>,
    );
    expect(screen.getByText('Carbon build preview-7')).toBeInTheDocument();
  });

  it('should show nothing for a release build', () => {
    const { container } = render(<BuildLabel />);
    expect(container).toBeEmptyDOMElement();
  });
});
