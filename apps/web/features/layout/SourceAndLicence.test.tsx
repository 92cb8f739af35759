import { screen } from '@testing-library/react';
import { renderInLanguage } from '../i18n/testI18n';
import { LICENCE_URL, SourceAndLicence } from './SourceAndLicence';

describe('SourceAndLicence', () => {
  it('links to the source code and the AGPL, and credits the contributors', () => {
    renderInLanguage(<SourceAndLicence sourceUrl="https://example.org/tabula" />);
    expect(screen.getByRole('heading', { level: 2, name: 'Source code and licence' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: "Tabula's source code" })).toHaveAttribute('href', 'https://example.org/tabula');
    expect(screen.getByRole('link', { name: /AGPL-3\.0-or-later/ })).toHaveAttribute('href', LICENCE_URL);
    expect(screen.getByText('© Tabula contributors')).toBeInTheDocument();
  });

  it.each([
    ['pt', 'Colaboradores do Tabula', 'O código-fonte do Tabula'],
    ['de', 'Tabula-Mitwirkende', 'Der Quellcode von Tabula'],
    ['fr', 'Contributeurs de Tabula', 'Le code source de Tabula'],
    ['it', 'Collaboratori di Tabula', 'Il codice sorgente di Tabula'],
  ] as const)('speaks %s', (language, contributors, source) => {
    renderInLanguage(<SourceAndLicence sourceUrl="https://example.org/tabula" />, language);
    expect(screen.getByText(`© ${contributors}`)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: source })).toBeInTheDocument();
  });
});
