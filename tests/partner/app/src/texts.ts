// The partner's own texts: an `app` namespace in English and in French, a locale Invest does
// not ship (its Invest texts fall back to en-US), and one Invest text reworded.
export const texts = {
  'en-US': {
    app: {
      title: 'Acme Wealth',
      intro: 'Find a stock, then open its details.',
      search: 'Search stocks',
      details: 'Open details',
      detailsTitle: 'Details',
      detailsBody: 'Prices are delayed by 15 minutes.',
      selected: 'Selected: {{symbol}}',
    },
    ui: { drawer: { close: 'Close details' } },
  },
  'fr-FR': {
    app: {
      title: 'Acme Patrimoine',
      intro: 'Trouvez une action, puis ouvrez ses détails.',
      search: 'Rechercher des actions',
      details: 'Ouvrir les détails',
      detailsTitle: 'Détails',
      detailsBody: 'Les cours sont différés de 15 minutes.',
      selected: 'Sélection : {{symbol}}',
    },
    ui: { drawer: { close: 'Fermer les détails' } },
  },
};
