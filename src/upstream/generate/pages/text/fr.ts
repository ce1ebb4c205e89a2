import type { PageTexts } from '../structure.js';

export const FR: PageTexts = {
  faqs: {
    title: 'Questions fréquentes',
    intro:
      'Tout ce qu’il faut savoir sur la {league} : comment se déroule un match, comment se décide le classement, comment se construisent les effectifs et comment suivre les matchs en direct ou en tribune.',
    topics: {
      league: 'La ligue',
      rules: 'Les règles',
      players: ['Joueurs et effectifs', 'Joueuses et effectifs'],
      tickets: 'Matchs, billets et calendrier',
      media: 'Presse et contact',
    },
    questions: {
      'what-is': {
        q: 'Qu’est-ce que la {league} ?',
        a: [
          'Une compétition de foot à 7 réunissant {teams} clubs, chacun dirigé par un président venu du streaming et du sport. Les matchs sont courts, rapides et pleins de règles qu’on ne voit nulle part ailleurs, et tous sont diffusés en direct.',
        ],
      },
      format: {
        q: 'Comment se déroule la saison ?',
        a: [
          'Les {teams} clubs s’affrontent une fois sur {matchdays} journées. Les {playoff} premiers du classement se qualifient pour les quarts de finale (1er contre 8e, 2e contre 7e, 3e contre 6e, 4e contre 5e), puis viennent les demi-finales et la finale, toutes sur un seul match.',
        ],
      },
      points: {
        q: 'Combien de points rapporte une victoire ?',
        a: [
          'Aucun match ne se termine sur un nul. Une victoire dans le temps réglementaire rapporte {win} points. Si le score est à égalité après {minutes} minutes, une séance de shoot-outs décide du match : le vainqueur prend {shootoutWin} points et le perdant {shootoutLoss}. Une défaite dans le temps réglementaire rapporte {loss}.',
          'À égalité de points, on départage à la différence de buts, puis au nombre de buts marqués.',
        ],
      },
      'where-to-watch': {
        q: 'Où regarder les matchs ?',
        a: [
          'Tous les matchs sont diffusés en direct et gratuitement sur les chaînes YouTube et Twitch de la ligue et sur celles des présidents. La page des matchs de ce site suit le score minute par minute.',
        ],
      },
      'match-length': {
        q: 'Combien de temps dure un match ?',
        a: [
          'Deux mi-temps de {half} minutes, {minutes} minutes au total, avec une courte pause. Le chrono ne s’arrête jamais : un match, pause comprise, dure en général moins d’une heure.',
        ],
      },
      'secret-cards': {
        q: 'Que sont les cartes secrètes ?',
        a: [
          'Avant chaque match, chaque président choisit une carte secrète, qui reste cachée jusqu’à ce qu’elle soit jouée. Les cartes peuvent accorder un penalty, faire compter les buts double pendant deux minutes, exclure un adversaire pendant deux minutes ou annuler la carte adverse. Chaque équipe peut jouer sa carte une fois par match.',
        ],
      },
      'presidents-penalty': {
        q: 'Qu’est-ce que le penalty du président ?',
        a: [
          'Une fois par saison, chaque président peut entrer sur le terrain et tirer un penalty face au gardien adverse. Il peut le demander à tout moment du match, et plus d’un résultat s’est joué ainsi.',
        ],
      },
      'shoot-out': {
        q: 'Comment fonctionnent les shoot-outs ?',
        a: [
          [
            'Chaque tireur part balle au pied du milieu de terrain et a cinq secondes pour battre le gardien, qui peut sortir de sa ligne. Cinq tireurs par équipe, puis mort subite jusqu’à ce qu’une équipe manque.',
            'Chaque tireuse part balle au pied du milieu de terrain et a cinq secondes pour battre la gardienne, qui peut sortir de sa ligne. Cinq tireuses par équipe, puis mort subite jusqu’à ce qu’une équipe manque.',
          ],
        ],
      },
      dice: {
        q: 'Que décide le dé ?',
        a: [
          [
            'À la 18e minute de la seconde période, on lance un dé sur le terrain. Le chiffre décide du nombre de joueurs de champ que garde chaque équipe pour les dernières minutes : un match peut finir en un contre un endiablé.',
            'À la 18e minute de la seconde période, on lance un dé sur le terrain. Le chiffre décide du nombre de joueuses de champ que garde chaque équipe pour les dernières minutes : un match peut finir en une contre une endiablé.',
          ],
        ],
      },
      draft: {
        q: 'Comment se construisent les effectifs ?',
        a: [
          [
            'Chaque club choisit {drafted} joueurs lors de la draft organisée avant la saison, à tour de rôle, parmi ceux qui ont réussi les détections. L’ordre du premier tour est tiré au sort et s’inverse à chaque tour suivant.',
            'Chaque club choisit {drafted} joueuses lors de la draft organisée avant la saison, à tour de rôle, parmi celles qui ont réussi les détections. L’ordre du premier tour est tiré au sort et s’inverse à chaque tour suivant.',
          ],
        ],
      },
      'twelfth-player': {
        q: ['Qui sont les 12e et 13e joueurs ?', 'Qui sont les 12e et 13e joueuses ?'],
        a: [
          [
            'En plus des {drafted} joueurs draftés, chaque club recrute un 12e et un 13e joueur hors draft : souvent d’anciens professionnels ou des invités connus. Ils complètent un effectif de {squad} et peuvent changer en cours de saison pendant les fenêtres d’inscription fixées par la ligue.',
            'En plus des {drafted} joueuses draftées, chaque club recrute une 12e et une 13e joueuse hors draft : souvent d’anciennes professionnelles ou des invitées connues. Elles complètent un effectif de {squad} et peuvent changer en cours de saison pendant les fenêtres d’inscription fixées par la ligue.',
          ],
        ],
      },
      tryouts: {
        q: 'Comment jouer dans la ligue ?',
        a: [
          'Avant chaque saison, la ligue ouvre un appel aux détections, annoncé sur ses réseaux sociaux et sur ce site. Les meilleurs profils des détections rejoignent la draft, où les clubs composent leurs effectifs.',
        ],
      },
      'buy-tickets': {
        q: 'Comment acheter des billets ?',
        a: [
          'Là où des billets sont en vente, la page Billetterie de la région présente les prochains matchs à l’arena avec un lien vers la billetterie officielle. N’achetez que là : les billets revendus peuvent être annulés sans remboursement.',
        ],
      },
      'kick-off-times': {
        q: 'Dans quel fuseau horaire sont indiqués les horaires ?',
        a: [
          'Toujours dans le fuseau horaire de la région, quelle que soit la langue de la page. La page des matchs précise lequel, et les abonnements au calendrier convertissent les horaires dans le fuseau de votre appareil.',
        ],
      },
      calendar: {
        q: 'Puis-je ajouter les matchs à mon agenda ?',
        a: [
          'Oui. La page des matchs, celle de chaque équipe et celle de la billetterie proposent un lien « Ajouter au calendrier ». Abonnez-vous une fois et l’agenda se met à jour tout seul, avec le score final après chaque match.',
        ],
      },
      accreditation: {
        q: 'Comment les journalistes sont-ils accrédités ?',
        a: [
          'Les médias reconnus peuvent demander une accréditation pour chaque journée au moins {deadline} heures avant le coup d’envoi, via la page Accréditation presse lorsque la région en a une, ou en écrivant à {press}.',
        ],
      },
      contact: {
        q: 'Comment contacter la ligue ?',
        a: [
          'La page Contact réunit les adresses presse, partenariats commerciaux, partenaires et supporters. Pour une question sur un match ou un billet, écrivez à {fans}.',
        ],
      },
    },
  },
  regulation: {
    title: 'Règlement',
    intro:
      'Les règles de la {league} pour la saison en cours. Le Comité de compétition publie toute modification dans une circulaire officielle avant son entrée en vigueur.',
    sections: {
      competition: {
        title: 'La compétition',
        articles: [
          'La {league} réunit {teams} clubs. En saison régulière, chaque club affronte une fois tous les autres, sur {matchdays} journées.',
          'Les {playoff} premiers du classement se qualifient pour les quarts de finale : 1er contre 8e, 4e contre 5e, 2e contre 7e et 3e contre 6e. Les vainqueurs disputent les demi-finales et la finale. Chaque tour des play-offs se joue sur un seul match.',
        ],
      },
      points: {
        title: 'Points et classement',
        articles: [
          'Une victoire dans le temps réglementaire rapporte {win} points. Un match nul se décide aux shoot-outs : le vainqueur obtient {shootoutWin} points et le perdant {shootoutLoss}. Une défaite dans le temps réglementaire rapporte {loss}.',
          'Les clubs à égalité de points sont départagés à la différence de buts, puis au nombre de buts marqués. En cas de nouvelle égalité, le Comité de compétition procède à un tirage au sort.',
        ],
      },
      match: {
        title: 'Le match',
        articles: [
          [
            'Chaque équipe aligne un gardien et six joueurs de champ. Un match se joue en deux mi-temps de {half} minutes, chrono toujours en marche.',
            'Chaque équipe aligne une gardienne et six joueuses de champ. Un match se joue en deux mi-temps de {half} minutes, chrono toujours en marche.',
          ],
          'Les changements sont illimités et volants, depuis la zone de sa propre équipe. Les touches se jouent au pied et il n’y a pas de hors-jeu.',
        ],
      },
      dice: {
        title: 'Le dé',
        articles: [
          [
            'À la 18e minute de la seconde période, l’arbitre lance un dé. Son chiffre, de un à six, fixe le nombre de joueurs de champ que chaque équipe garde jusqu’au coup de sifflet final.',
            'À la 18e minute de la seconde période, l’arbitre lance un dé. Son chiffre, de un à six, fixe le nombre de joueuses de champ que chaque équipe garde jusqu’au coup de sifflet final.',
          ],
        ],
      },
      'secret-cards': {
        title: 'Cartes secrètes',
        articles: [
          'Avant le coup d’envoi, chaque président choisit une carte secrète dans le jeu de la ligue et la remet au quatrième arbitre. Elle reste cachée jusqu’à ce qu’elle soit jouée.',
          'Une carte se joue une fois par match, jeu arrêté, et prend effet immédiatement. Le jeu comprend un penalty, le but double (les buts comptent double pendant deux minutes), l’exclusion d’un adversaire pendant deux minutes et l’annulation de la carte adverse.',
        ],
      },
      'presidents-penalty': {
        title: 'Le penalty du président',
        articles: [
          'Chaque président peut tirer un penalty par saison. Il l’annonce à l’arbitre jeu arrêté et le tire depuis le point de penalty face au gardien adverse ; le rebond ne peut pas être joué.',
        ],
      },
      'shoot-out': {
        title: 'Les shoot-outs',
        articles: [
          [
            'Un match à égalité au coup de sifflet final se décide aux shoot-outs. Chaque tireur part du milieu de terrain avec le ballon et dispose de cinq secondes pour marquer ; le gardien peut sortir de sa ligne.',
            'Un match à égalité au coup de sifflet final se décide aux shoot-outs. Chaque tireuse part du milieu de terrain avec le ballon et dispose de cinq secondes pour marquer ; la gardienne peut sortir de sa ligne.',
          ],
          'Chaque équipe tire cinq fois, en alternance. En cas de nouvelle égalité, on passe à la mort subite.',
        ],
      },
      squads: {
        title: 'Effectifs',
        articles: [
          [
            'Chaque club inscrit {drafted} joueurs choisis lors de la draft, plus un 12e et un 13e joueur recrutés hors draft, pour un effectif de {squad}.',
            'Chaque club inscrit {drafted} joueuses choisies lors de la draft, plus une 12e et une 13e joueuse recrutées hors draft, pour un effectif de {squad}.',
          ],
          'Lors de la draft, les clubs choisissent à tour de rôle ; l’ordre du premier tour est tiré au sort et s’inverse à chaque tour suivant. Les places de 12e et 13e ne peuvent changer que pendant les fenêtres d’inscription annoncées par circulaire.',
        ],
      },
      discipline: {
        title: 'Discipline',
        articles: [
          [
            'Un carton jaune vaut deux minutes hors du terrain ; l’équipe joue à un de moins jusqu’à la fin de la sanction. Sur carton rouge, le joueur ne peut plus revenir, et l’équipe joue à un de moins pendant cinq minutes avant qu’un coéquipier puisse entrer.',
            'Un carton jaune vaut deux minutes hors du terrain ; l’équipe joue à une de moins jusqu’à la fin de la sanction. Sur carton rouge, la joueuse ne peut plus revenir, et l’équipe joue à une de moins pendant cinq minutes avant qu’une coéquipière puisse entrer.',
          ],
          'Les autres sanctions sont décidées par le Comité de compétition et publiées par circulaire.',
        ],
      },
      committee: {
        title: 'Comité de compétition',
        articles: [
          'Le Comité de compétition applique ce règlement, tranche les cas qu’il ne prévoit pas et examine les réclamations, que les clubs doivent déposer par écrit dans les 48 heures suivant le match.',
        ],
      },
    },
  },
  accreditation: {
    title: 'Accréditation presse',
    intro:
      'L’accréditation donne aux professionnels des médias l’accès à l’arena, à la salle de presse et à la zone mixte pour une journée de la {league}.',
    sections: {
      who: {
        title: 'Qui peut la demander',
        body: [
          'Les journalistes, photographes, cadreurs et créateurs de contenu qui couvrent la ligue pour un média, une agence ou une chaîne au public régulier.',
        ],
      },
      requirements: {
        title: 'Conditions',
        body: ['Chaque demande est personnelle et vaut pour une journée. Préparez :'],
        list: [
          'une carte de presse valide ou une lettre de votre rédaction sur papier à en-tête du média',
          'une pièce d’identité',
          'des liens vers des travaux récents sur le football ou la ligue',
          'pour les photographes et cadreurs, le matériel que vous apporterez',
        ],
      },
      deadlines: {
        title: 'Délais',
        body: [
          'Les demandes sont closes {deadline} heures avant le premier match de chaque journée. Les dates ci-dessous suivent le calendrier actuel ; aucune demande tardive n’est acceptée.',
        ],
      },
      process: {
        title: 'Déroulement',
        body: [
          'Remplissez le formulaire d’accréditation et joignez les documents. Le service de presse répond à chaque demande par e-mail au moins 24 heures avant la journée ; en cas d’accord, la confirmation indique l’heure d’accès et l’entrée à utiliser.',
        ],
      },
      'on-site': {
        title: 'Le jour du match',
        body: [
          'Retirez votre badge au comptoir presse avec votre pièce d’identité. Les interviews ont lieu en zone mixte après le coup de sifflet final. Questions avant ou après la journée : {press}.',
        ],
      },
    },
  },
  contact: {
    title: 'Contact',
    intro:
      'Écrivez à l’équipe qui peut vous aider : chaque adresse est lue tous les jours ouvrés et nous répondons sous deux jours ouvrés.',
    channels: {
      press: { title: 'Presse', text: 'Demandes d’interview, informations pour les journalistes et accréditations.' },
      commercial: {
        title: 'Partenariats commerciaux',
        text: 'Sponsoring, publicité, droits de diffusion et licences.',
      },
      partners: { title: 'Partenaires', text: 'Marques, clubs et créateurs qui veulent travailler avec la ligue.' },
      fans: { title: 'Supporters', text: 'Questions sur les matchs, les billets, l’arena et le site.' },
    },
  },
  tickets: {
    title: 'Billetterie',
    intro:
      'Chaque journée de la {league} se joue devant du public à la {arena}. Voici les prochains matchs, comment venir et ce qu’il faut savoir avant d’y aller.',
    sections: {
      'how-to-buy': {
        title: 'Comment acheter',
        body: [
          'Les billets sont mis en vente sur la billetterie officielle environ deux semaines avant chaque journée, au match ou sous forme de pass pour toute la journée. Ils sont numériques : présentez le QR code sur votre téléphone à l’entrée.',
        ],
        list: [
          'les enfants de moins de 4 ans entrent gratuitement, sans place attribuée',
          'les billets ne sont pas remboursables, mais peuvent être transférés à un autre supporter depuis la billetterie',
          'les billets achetés à des revendeurs peuvent être annulés',
        ],
      },
      'at-the-arena': {
        title: 'À l’arena',
        body: [
          'Les portes ouvrent une heure avant le premier match. Les sacs plus grands qu’une feuille A4 sont interdits et il n’y a pas de vestiaire. Boissons et restauration sont vendues sur place ; drapeaux et banderoles sans hampe sont les bienvenus.',
        ],
      },
      accessibility: {
        title: 'Accessibilité',
        body: [
          'L’arena dispose d’emplacements pour fauteuils roulants avec une place pour l’accompagnant, d’accès de plain-pied et de toilettes adaptées. Réservez-les sur la billetterie en choisissant la zone accessible, et écrivez à {fans} pour tout autre besoin.',
        ],
      },
    },
    gettingThere: {
      title: 'Comment venir',
      intro:
        'L’arena est bien desservie par les transports en commun, le moyen le plus rapide d’arriver un jour de match :',
      modes: { metro: 'Métro :', train: 'Train :', bus: 'Bus :', car: 'En voiture :' },
    },
  },
};
