import type { PageTexts } from '../structure.js';

export const EN: PageTexts = {
  faqs: {
    title: 'Frequently asked questions',
    intro:
      'Everything you need to know about the {league}: how a match works, how the table is decided, how the squads are built and how to follow the matches live or at the arena.',
    topics: {
      league: 'The league',
      rules: 'The rules',
      players: 'Players and squads',
      tickets: 'Matches, tickets and calendar',
      media: 'Media and contact',
    },
    questions: {
      'what-is': {
        q: 'What is the {league}?',
        a: [
          'A 7-a-side football competition of {teams} clubs, each run by a president from the world of streaming and sport. Matches are short, fast and full of rules you will not see anywhere else, and every one of them is streamed live.',
        ],
      },
      format: {
        q: 'How is the season organised?',
        a: [
          'The {teams} clubs play each other once over {matchdays} matchdays. The top {playoff} in the table go through to the quarter-finals (1st against 8th, 2nd against 7th, 3rd against 6th, 4th against 5th), followed by the semi-finals and the final, each played as a single match.',
        ],
      },
      points: {
        q: 'How many points is a win worth?',
        a: [
          'No match ends in a draw. A win in normal time is worth {win} points. If the score is level after {minutes} minutes, a shoot-out decides the match: the winner takes {shootoutWin} points and the loser {shootoutLoss}. A defeat in normal time is worth {loss}.',
          'Teams level on points are separated by goal difference, then by goals scored.',
        ],
      },
      'where-to-watch': {
        q: 'Where can I watch the matches?',
        a: [
          'Every match is streamed live and free on the league’s YouTube and Twitch channels and on the presidents’ own channels. The matches page of this site follows the score minute by minute.',
        ],
      },
      'match-length': {
        q: 'How long does a match last?',
        a: [
          'Two halves of {half} minutes, {minutes} minutes in all, with a short break in between. The clock runs continuously, so a match including the break usually takes under an hour.',
        ],
      },
      'secret-cards': {
        q: 'What are the secret cards?',
        a: [
          'Before each match every president picks a secret card, which stays hidden until it is played. Cards can award a penalty, make goals count double for two minutes, send off an opponent for two minutes or cancel the rival’s card. A team may play its card once per match.',
        ],
      },
      'presidents-penalty': {
        q: 'What is the president’s penalty?',
        a: [
          'Once per season each president may step onto the pitch and take a penalty against the rival goalkeeper. It can be called at any moment of a match, and more than one result has been decided by it.',
        ],
      },
      'shoot-out': {
        q: 'How does the shoot-out work?',
        a: [
          'Each shooter starts with the ball at the halfway line and has five seconds to beat the goalkeeper, who may come off the line. Five shooters per team, then sudden death until one team misses.',
        ],
      },
      dice: {
        q: 'What does the dice decide?',
        a: [
          'In the 18th minute of the second half a die is rolled on the pitch. The number decides how many outfield players each team keeps on for the last minutes, so a match can end as a frantic one against one.',
        ],
      },
      draft: {
        q: 'How are the squads built?',
        a: [
          'Each club picks {drafted} players in the draft held before the season, choosing in turns from the players who came through the tryouts. The order of the first round is drawn by lot and reversed in every following round.',
        ],
      },
      'twelfth-player': {
        q: 'Who are the 12th and 13th players?',
        a: [
          'Besides the {drafted} drafted players, each club signs a 12th and a 13th player outside the draft: often former professionals or well-known guests. They complete a squad of {squad} and can be changed during the season within the registration windows set by the league.',
        ],
      },
      tryouts: {
        q: 'How can I play in the league?',
        a: [
          'Before every season the league opens a call for tryouts, announced on its social channels and on this site. The best players from the tryouts go into the draft, where the clubs choose their squads.',
        ],
      },
      'buy-tickets': {
        q: 'How do I buy tickets?',
        a: [
          'Where tickets are on sale, the Tickets page of the region lists the next matches at the arena with a link to the official ticket shop. Buy only there: tickets bought from resellers may be cancelled without refund.',
        ],
      },
      'kick-off-times': {
        q: 'In which time zone are kick-off times shown?',
        a: [
          'Always in the region’s own time zone, whatever the language of the page. The matches page says which zone it is, and calendar subscriptions convert the times to your device’s zone.',
        ],
      },
      calendar: {
        q: 'Can I add the matches to my calendar?',
        a: [
          'Yes. The matches page, every team page and the tickets page have an “Add to calendar” link. Subscribe once and the fixtures stay up to date by themselves, with the final score added after each match.',
        ],
      },
      accreditation: {
        q: 'How do journalists get accredited?',
        a: [
          'Media working for a recognised outlet can apply for accreditation for each matchday at least {deadline} hours before kick-off, through the Media accreditation page where the region has one, or by writing to {press}.',
        ],
      },
      contact: {
        q: 'How can I contact the league?',
        a: [
          'The Contact page lists the addresses for press, business, partners and fans. For questions about a match or a ticket, write to {fans}.',
        ],
      },
    },
  },
  regulation: {
    title: 'Regulation',
    intro:
      'The rules of the {league} for the current season. The Competition Committee publishes any change in an official circular before it applies.',
    sections: {
      competition: {
        title: 'The competition',
        articles: [
          'The {league} is contested by {teams} clubs. In the regular season each club plays every other once, over {matchdays} matchdays.',
          'The top {playoff} clubs of the table qualify for the quarter-finals: 1st against 8th, 4th against 5th, 2nd against 7th and 3rd against 6th. The winners meet in the semi-finals and the final. Every play-off tie is a single match.',
        ],
      },
      points: {
        title: 'Points and the table',
        articles: [
          'A win in normal time earns {win} points. A drawn match goes to a shoot-out: the winner earns {shootoutWin} points and the loser {shootoutLoss}. A defeat in normal time earns {loss}.',
          'Clubs level on points are ranked by goal difference, then by goals scored. If they are still level, the Competition Committee draws lots.',
        ],
      },
      match: {
        title: 'The match',
        articles: [
          'Each team fields a goalkeeper and six outfield players. A match lasts two halves of {half} minutes, with a continuously running clock.',
          'Substitutions are unlimited and rolling, made on the fly from the team’s own zone. Kick-ins replace throw-ins and there is no offside.',
        ],
      },
      dice: {
        title: 'The dice',
        articles: [
          'In the 18th minute of the second half the referee rolls a die. Its number, from one to six, sets how many outfield players each team keeps on the pitch until the final whistle.',
        ],
      },
      'secret-cards': {
        title: 'Secret cards',
        articles: [
          'Before kick-off each president chooses one secret card from the league’s deck and hands it to the fourth official. It stays hidden until played.',
          'A card may be played once per match, at a stoppage, and takes effect at once. The deck includes a penalty, a double goal (goals count twice for two minutes), a two-minute exclusion of an opponent and the cancellation of the rival’s card.',
        ],
      },
      'presidents-penalty': {
        title: 'The president’s penalty',
        articles: [
          'Each president may take one penalty per season. The president announces it to the referee at a stoppage and takes it from the penalty spot against the rival goalkeeper; no rebound may be played.',
        ],
      },
      'shoot-out': {
        title: 'The shoot-out',
        articles: [
          'A match level at full time is decided by a shoot-out. Each shooter starts from the halfway line with the ball and has five seconds to score; the goalkeeper may leave the line.',
          'Each team takes five shots in turn. If the score is still level, the shoot-out goes on to sudden death.',
        ],
      },
      squads: {
        title: 'Squads',
        articles: [
          'Each club registers {drafted} players chosen in the draft, plus a 12th and a 13th player signed outside it, for a squad of {squad}.',
          'In the draft the clubs choose in turns; the order of the first round is drawn by lot and reversed in each following round. The 12th and 13th players may be replaced only within the registration windows announced by circular.',
        ],
      },
      discipline: {
        title: 'Discipline',
        articles: [
          'A yellow card sends the player off for two minutes; the team plays with one fewer until the time is up. A red card means the player takes no further part, and the team plays with one fewer for five minutes before a teammate may come on.',
          'Further sanctions are decided by the Competition Committee and published by circular.',
        ],
      },
      committee: {
        title: 'Competition Committee',
        articles: [
          'The Competition Committee applies this regulation, settles any case it does not foresee and hears appeals, which clubs must file in writing within 48 hours of the match.',
        ],
      },
    },
  },
  accreditation: {
    title: 'Media accreditation',
    intro:
      'Accreditation gives working media access to the arena, the press room and the mixed zone for one matchday of the {league}.',
    sections: {
      who: {
        title: 'Who can apply',
        body: [
          'Journalists, photographers, camera operators and content creators who cover the league for a media outlet, agency or channel with a regular audience.',
        ],
      },
      requirements: {
        title: 'Requirements',
        body: ['Each application is personal and is made for one matchday. Please have ready:'],
        list: [
          'a valid press card or a letter from your editor on the outlet’s letterhead',
          'an identity document',
          'links to recent work about football or the league',
          'for photographers and camera operators, the equipment you will bring',
        ],
      },
      deadlines: {
        title: 'Deadlines',
        body: [
          'Applications close {deadline} hours before the first kick-off of each matchday. The dates below follow the current fixture list; late applications are not accepted.',
        ],
      },
      process: {
        title: 'How it works',
        body: [
          'Fill in the accreditation form and attach the documents. The press office answers every application by email at least 24 hours before the matchday; if accepted, the confirmation includes your access time and the entrance to use.',
        ],
      },
      'on-site': {
        title: 'On matchday',
        body: [
          'Collect your pass at the media desk with your identity document. Interviews take place in the mixed zone after the final whistle. Questions before or after the matchday: {press}.',
        ],
      },
    },
  },
  contact: {
    title: 'Contact us',
    intro:
      'Write to the team that can help you: each address below is read every working day, and we answer within two working days.',
    channels: {
      press: { title: 'Press', text: 'Interview requests, information for journalists and media accreditation.' },
      commercial: { title: 'Business', text: 'Sponsorship, advertising, broadcasting rights and licensing.' },
      partners: { title: 'Partners', text: 'Brands, clubs and creators who want to work with the league.' },
      fans: { title: 'Fans', text: 'Questions about matches, tickets, the arena and the website.' },
    },
  },
  tickets: {
    title: 'Tickets',
    intro:
      'Every {league} matchday is played in front of fans at {arena}. Here are the next matches, how to get there and what to know before you go.',
    sections: {
      'how-to-buy': {
        title: 'How to buy',
        body: [
          'Tickets go on sale on the official ticket shop about two weeks before each matchday, one ticket per match or a pass for the whole day. Tickets are digital: show the QR code on your phone at the entrance.',
        ],
        list: [
          'children under 4 enter free without a seat of their own',
          'tickets are not refundable, but can be transferred to another fan from the ticket shop',
          'tickets bought from resellers may be cancelled',
        ],
      },
      'at-the-arena': {
        title: 'At the arena',
        body: [
          'Doors open one hour before the first match. Bags larger than A4 are not allowed and there is no cloakroom. Food and drink are sold inside; flags and banners without poles are welcome.',
        ],
      },
      accessibility: {
        title: 'Accessibility',
        body: [
          'The arena has wheelchair spaces with a seat for a companion, step-free access and adapted toilets. Book them through the ticket shop, choosing the accessible area, and write to {fans} if you need anything else.',
        ],
      },
    },
    gettingThere: {
      title: 'Getting there',
      intro: 'The arena is well served by public transport, the quickest way to arrive on a matchday:',
      modes: { metro: 'Metro:', train: 'Train:', bus: 'Bus:', car: 'By car:' },
    },
  },
};
