import type { PageTexts } from '../structure.js';

export const DE: PageTexts = {
  faqs: {
    title: 'Häufige Fragen',
    intro:
      'Alles Wichtige zur {league}: wie ein Spiel abläuft, wie die Tabelle entschieden wird, wie die Kader entstehen und wie du die Spiele live oder in der Halle verfolgst.',
    topics: {
      league: 'Die Liga',
      rules: 'Die Regeln',
      players: ['Spieler und Kader', 'Spielerinnen und Kader'],
      tickets: 'Spiele, Tickets und Kalender',
      media: 'Presse und Kontakt',
    },
    questions: {
      'what-is': {
        q: 'Was ist die {league}?',
        a: [
          'Ein 7er-Fußballwettbewerb mit {teams} Klubs, die jeweils von einem Präsidenten aus der Streaming- und Sportwelt geführt werden. Die Spiele sind kurz, schnell und voller Regeln, die es sonst nirgends gibt – und jedes einzelne wird live übertragen.',
        ],
      },
      format: {
        q: 'Wie ist die Saison aufgebaut?',
        a: [
          'Die {teams} Klubs spielen an {matchdays} Spieltagen je einmal gegeneinander. Die besten {playoff} der Tabelle erreichen das Viertelfinale (1. gegen 8., 2. gegen 7., 3. gegen 6., 4. gegen 5.), danach folgen Halbfinale und Finale, jeweils in einem einzigen Spiel.',
        ],
      },
      points: {
        q: 'Wie viele Punkte gibt es für einen Sieg?',
        a: [
          'Kein Spiel endet unentschieden. Ein Sieg in der regulären Spielzeit bringt {win} Punkte. Steht es nach {minutes} Minuten unentschieden, entscheidet ein Shoot-out: Der Sieger erhält {shootoutWin} Punkte, der Verlierer {shootoutLoss}. Eine Niederlage in der regulären Spielzeit bringt {loss}.',
          'Bei Punktgleichheit entscheidet die Tordifferenz, danach die Zahl der erzielten Tore.',
        ],
      },
      'where-to-watch': {
        q: 'Wo kann ich die Spiele sehen?',
        a: [
          'Jedes Spiel läuft live und kostenlos auf den YouTube- und Twitch-Kanälen der Liga und auf den Kanälen der Präsidenten. Die Spielseite dieser Website verfolgt den Spielstand Minute für Minute.',
        ],
      },
      'match-length': {
        q: 'Wie lange dauert ein Spiel?',
        a: [
          'Zwei Halbzeiten zu je {half} Minuten, insgesamt {minutes} Minuten, mit einer kurzen Pause. Die Uhr läuft durch, deshalb dauert ein Spiel samt Pause meist weniger als eine Stunde.',
        ],
      },
      'secret-cards': {
        q: 'Was sind die geheimen Karten?',
        a: [
          'Vor jedem Spiel wählt jeder Präsident eine geheime Karte, die verdeckt bleibt, bis sie ausgespielt wird. Karten können einen Elfmeter bringen, Tore zwei Minuten lang doppelt zählen lassen, einen Gegenspieler für zwei Minuten vom Platz stellen oder die Karte des Gegners aufheben. Jedes Team darf seine Karte einmal pro Spiel einsetzen.',
        ],
      },
      'presidents-penalty': {
        q: 'Was ist der Präsidentenelfmeter?',
        a: [
          'Einmal pro Saison darf jeder Präsident selbst aufs Feld und einen Elfmeter gegen den gegnerischen Torwart schießen. Er kann ihn zu jedem Zeitpunkt des Spiels verlangen – und so wurde schon mehr als ein Ergebnis entschieden.',
        ],
      },
      'shoot-out': {
        q: 'Wie funktioniert das Shoot-out?',
        a: [
          [
            'Jeder Schütze startet mit dem Ball an der Mittellinie und hat fünf Sekunden, um den Torwart zu überwinden, der seine Linie verlassen darf. Fünf Schützen pro Team, danach Sudden Death, bis ein Team vergibt.',
            'Jede Schützin startet mit dem Ball an der Mittellinie und hat fünf Sekunden, um die Torhüterin zu überwinden, die ihre Linie verlassen darf. Fünf Schützinnen pro Team, danach Sudden Death, bis ein Team vergibt.',
          ],
        ],
      },
      dice: {
        q: 'Was entscheidet der Würfel?',
        a: [
          [
            'In der 18. Minute der zweiten Halbzeit wird auf dem Feld gewürfelt. Die Zahl legt fest, wie viele Feldspieler jedes Team für die letzten Minuten behält – ein Spiel kann so in einem wilden Eins-gegen-eins enden.',
            'In der 18. Minute der zweiten Halbzeit wird auf dem Feld gewürfelt. Die Zahl legt fest, wie viele Feldspielerinnen jedes Team für die letzten Minuten behält – ein Spiel kann so in einem wilden Eins-gegen-eins enden.',
          ],
        ],
      },
      draft: {
        q: 'Wie entstehen die Kader?',
        a: [
          [
            'Jeder Klub wählt im Draft vor der Saison {drafted} Spieler aus, abwechselnd, aus allen, die das Probetraining bestanden haben. Die Reihenfolge der ersten Runde wird ausgelost und in jeder weiteren Runde umgedreht.',
            'Jeder Klub wählt im Draft vor der Saison {drafted} Spielerinnen aus, abwechselnd, aus allen, die das Probetraining bestanden haben. Die Reihenfolge der ersten Runde wird ausgelost und in jeder weiteren Runde umgedreht.',
          ],
        ],
      },
      'twelfth-player': {
        q: ['Wer sind der 12. und der 13. Spieler?', 'Wer sind die 12. und die 13. Spielerin?'],
        a: [
          [
            'Neben den {drafted} gedrafteten Spielern verpflichtet jeder Klub einen 12. und einen 13. Spieler außerhalb des Drafts: oft ehemalige Profis oder bekannte Gäste. Sie ergänzen den Kader auf {squad} und können während der Saison in den von der Liga festgelegten Registrierungsfenstern wechseln.',
            'Neben den {drafted} gedrafteten Spielerinnen verpflichtet jeder Klub eine 12. und eine 13. Spielerin außerhalb des Drafts: oft ehemalige Profis oder bekannte Gäste. Sie ergänzen den Kader auf {squad} und können während der Saison in den von der Liga festgelegten Registrierungsfenstern wechseln.',
          ],
        ],
      },
      tryouts: {
        q: 'Wie kann ich in der Liga spielen?',
        a: [
          'Vor jeder Saison ruft die Liga zum Probetraining auf und kündigt es in ihren sozialen Kanälen und auf dieser Website an. Die Besten aus dem Probetraining kommen in den Draft, in dem die Klubs ihre Kader zusammenstellen.',
        ],
      },
      'buy-tickets': {
        q: 'Wie kaufe ich Tickets?',
        a: [
          'Wo Tickets verkauft werden, zeigt die Ticketseite der Region die nächsten Spiele in der Arena mit einem Link zum offiziellen Ticketshop. Kauf nur dort: Tickets aus dem Weiterverkauf können ohne Erstattung storniert werden.',
        ],
      },
      'kick-off-times': {
        q: 'In welcher Zeitzone stehen die Anstoßzeiten?',
        a: [
          'Immer in der Zeitzone der Region, egal in welcher Sprache die Seite ist. Die Spielseite nennt die Zone, und Kalenderabos rechnen die Zeiten in die Zeitzone deines Geräts um.',
        ],
      },
      calendar: {
        q: 'Kann ich die Spiele in meinen Kalender übernehmen?',
        a: [
          'Ja. Die Spielseite, jede Teamseite und die Ticketseite haben einen Link „Zum Kalender hinzufügen“. Einmal abonniert, bleibt der Spielplan von selbst aktuell, mit dem Endergebnis nach jedem Spiel.',
        ],
      },
      accreditation: {
        q: 'Wie werden Journalisten akkreditiert?',
        a: [
          'Anerkannte Medien können für jeden Spieltag spätestens {deadline} Stunden vor Anstoß eine Akkreditierung beantragen – über die Seite Medien-Akkreditierung, wo die Region eine hat, oder per E-Mail an {press}.',
        ],
      },
      contact: {
        q: 'Wie erreiche ich die Liga?',
        a: [
          'Die Kontaktseite nennt die Adressen für Presse, Geschäftliches, Partner und Fans. Bei Fragen zu einem Spiel oder einem Ticket schreib an {fans}.',
        ],
      },
    },
  },
  regulation: {
    title: 'Regeln',
    intro:
      'Die Regeln der {league} für die laufende Saison. Das Wettbewerbskomitee veröffentlicht jede Änderung in einem offiziellen Rundschreiben, bevor sie gilt.',
    sections: {
      competition: {
        title: 'Der Wettbewerb',
        articles: [
          'An der {league} nehmen {teams} Klubs teil. In der regulären Saison spielt jeder Klub an {matchdays} Spieltagen einmal gegen jeden anderen.',
          'Die besten {playoff} der Tabelle qualifizieren sich für das Viertelfinale: 1. gegen 8., 4. gegen 5., 2. gegen 7. und 3. gegen 6. Die Sieger spielen Halbfinale und Finale. Jede Play-off-Runde wird in einem einzigen Spiel entschieden.',
        ],
      },
      points: {
        title: 'Punkte und Tabelle',
        articles: [
          'Ein Sieg in der regulären Spielzeit bringt {win} Punkte. Ein unentschiedenes Spiel geht ins Shoot-out: Der Sieger erhält {shootoutWin} Punkte, der Verlierer {shootoutLoss}. Eine Niederlage in der regulären Spielzeit bringt {loss}.',
          'Punktgleiche Klubs werden nach Tordifferenz, dann nach erzielten Toren geordnet. Herrscht danach noch Gleichstand, lost das Wettbewerbskomitee.',
        ],
      },
      match: {
        title: 'Das Spiel',
        articles: [
          [
            'Jedes Team stellt einen Torwart und sechs Feldspieler. Ein Spiel dauert zwei Halbzeiten zu je {half} Minuten, die Uhr läuft durch.',
            'Jedes Team stellt eine Torhüterin und sechs Feldspielerinnen. Ein Spiel dauert zwei Halbzeiten zu je {half} Minuten, die Uhr läuft durch.',
          ],
          'Wechsel sind unbegrenzt und fliegend, aus der eigenen Wechselzone. Statt Einwürfen gibt es Einkicks, und es gibt kein Abseits.',
        ],
      },
      dice: {
        title: 'Der Würfel',
        articles: [
          [
            'In der 18. Minute der zweiten Halbzeit würfelt der Schiedsrichter. Die Zahl von eins bis sechs legt fest, wie viele Feldspieler jedes Team bis zum Schlusspfiff behält.',
            'In der 18. Minute der zweiten Halbzeit würfelt der Schiedsrichter. Die Zahl von eins bis sechs legt fest, wie viele Feldspielerinnen jedes Team bis zum Schlusspfiff behält.',
          ],
        ],
      },
      'secret-cards': {
        title: 'Geheime Karten',
        articles: [
          'Vor dem Anstoß wählt jeder Präsident eine geheime Karte aus dem Deck der Liga und gibt sie dem vierten Offiziellen. Sie bleibt verdeckt, bis sie ausgespielt wird.',
          'Eine Karte darf einmal pro Spiel bei einer Unterbrechung gespielt werden und wirkt sofort. Zum Deck gehören ein Elfmeter, das Doppeltor (Tore zählen zwei Minuten lang doppelt), eine Zwei-Minuten-Strafe für einen Gegenspieler und das Aufheben der gegnerischen Karte.',
        ],
      },
      'presidents-penalty': {
        title: 'Der Präsidentenelfmeter',
        articles: [
          'Jeder Präsident darf einen Elfmeter pro Saison schießen. Er meldet ihn bei einer Unterbrechung dem Schiedsrichter an und schießt vom Elfmeterpunkt gegen den gegnerischen Torwart; ein Nachschuss ist nicht erlaubt.',
        ],
      },
      'shoot-out': {
        title: 'Das Shoot-out',
        articles: [
          [
            'Ein Spiel, das nach der regulären Spielzeit unentschieden steht, wird im Shoot-out entschieden. Jeder Schütze startet mit dem Ball an der Mittellinie und hat fünf Sekunden für den Abschluss; der Torwart darf seine Linie verlassen.',
            'Ein Spiel, das nach der regulären Spielzeit unentschieden steht, wird im Shoot-out entschieden. Jede Schützin startet mit dem Ball an der Mittellinie und hat fünf Sekunden für den Abschluss; die Torhüterin darf ihre Linie verlassen.',
          ],
          'Jedes Team schießt abwechselnd fünfmal. Steht es danach noch unentschieden, geht es im Sudden Death weiter.',
        ],
      },
      squads: {
        title: 'Kader',
        articles: [
          [
            'Jeder Klub meldet {drafted} im Draft gewählte Spieler sowie einen 12. und einen 13. Spieler, die außerhalb des Drafts verpflichtet werden, für einen Kader von {squad}.',
            'Jeder Klub meldet {drafted} im Draft gewählte Spielerinnen sowie eine 12. und eine 13. Spielerin, die außerhalb des Drafts verpflichtet werden, für einen Kader von {squad}.',
          ],
          'Im Draft wählen die Klubs abwechselnd; die Reihenfolge der ersten Runde wird ausgelost und in jeder weiteren Runde umgedreht. Die Plätze 12 und 13 dürfen nur in den per Rundschreiben angekündigten Registrierungsfenstern neu besetzt werden.',
        ],
      },
      discipline: {
        title: 'Disziplin',
        articles: [
          [
            'Eine Gelbe Karte bedeutet zwei Minuten Pause; das Team spielt bis zum Ablauf mit einem Mann weniger. Nach einer Roten Karte darf der Spieler nicht mehr mitwirken, und das Team spielt fünf Minuten in Unterzahl, bevor ein Mitspieler eingewechselt werden darf.',
            'Eine Gelbe Karte bedeutet zwei Minuten Pause; das Team spielt bis zum Ablauf mit einer Spielerin weniger. Nach einer Roten Karte darf die Spielerin nicht mehr mitwirken, und das Team spielt fünf Minuten in Unterzahl, bevor eine Mitspielerin eingewechselt werden darf.',
          ],
          'Weitere Strafen verhängt das Wettbewerbskomitee; sie werden per Rundschreiben veröffentlicht.',
        ],
      },
      committee: {
        title: 'Wettbewerbskomitee',
        articles: [
          'Das Wettbewerbskomitee wendet dieses Reglement an, entscheidet Fälle, die es nicht vorsieht, und behandelt Einsprüche, die die Klubs innerhalb von 48 Stunden nach dem Spiel schriftlich einreichen.',
        ],
      },
    },
  },
  accreditation: {
    title: 'Medien-Akkreditierung',
    intro:
      'Die Akkreditierung gibt Medienschaffenden an einem Spieltag der {league} Zugang zur Arena, zum Presseraum und zur Mixed Zone.',
    sections: {
      who: {
        title: 'Wer sich bewerben kann',
        body: [
          'Journalistinnen und Journalisten, Fotografen, Kameraleute und Content Creator, die für ein Medium, eine Agentur oder einen Kanal mit regelmäßigem Publikum über die Liga berichten.',
        ],
      },
      requirements: {
        title: 'Voraussetzungen',
        body: ['Jeder Antrag ist persönlich und gilt für einen Spieltag. Halte bereit:'],
        list: [
          'einen gültigen Presseausweis oder ein Schreiben deiner Redaktion auf deren Briefpapier',
          'einen Ausweis',
          'Links zu aktuellen Arbeiten über Fußball oder die Liga',
          'für Fotografen und Kameraleute: die Ausrüstung, die du mitbringst',
        ],
      },
      deadlines: {
        title: 'Fristen',
        body: [
          'Anträge schließen {deadline} Stunden vor dem ersten Anstoß jedes Spieltags. Die Termine unten folgen dem aktuellen Spielplan; verspätete Anträge werden nicht angenommen.',
        ],
      },
      process: {
        title: 'Ablauf',
        body: [
          'Füll das Akkreditierungsformular aus und hänge die Unterlagen an. Die Pressestelle beantwortet jeden Antrag spätestens 24 Stunden vor dem Spieltag per E-Mail; bei Zusage nennt die Bestätigung deine Einlasszeit und den Eingang.',
        ],
      },
      'on-site': {
        title: 'Am Spieltag',
        body: [
          'Hol deinen Ausweis mit deinem Personalausweis am Mediendesk ab. Interviews finden nach dem Schlusspfiff in der Mixed Zone statt. Fragen vor oder nach dem Spieltag: {press}.',
        ],
      },
    },
  },
  contact: {
    title: 'Kontakt',
    intro:
      'Schreib dem Team, das dir weiterhelfen kann: Jede Adresse wird an allen Werktagen gelesen, und wir antworten innerhalb von zwei Werktagen.',
    channels: {
      press: { title: 'Presse', text: 'Interviewanfragen, Informationen für Journalisten und Akkreditierungen.' },
      commercial: { title: 'Geschäftliches', text: 'Sponsoring, Werbung, Übertragungsrechte und Lizenzen.' },
      partners: { title: 'Partner', text: 'Marken, Klubs und Creator, die mit der Liga zusammenarbeiten möchten.' },
      fans: { title: 'Fans', text: 'Fragen zu Spielen, Tickets, der Arena und der Website.' },
    },
  },
  tickets: {
    title: 'Tickets',
    intro:
      'Jeder Spieltag der {league} wird vor Publikum in der {arena} gespielt. Hier findest du die nächsten Spiele, die Anreise und alles, was du vor dem Besuch wissen solltest.',
    sections: {
      'how-to-buy': {
        title: 'So kaufst du Tickets',
        body: [
          'Tickets gibt es im offiziellen Ticketshop etwa zwei Wochen vor jedem Spieltag, für ein einzelnes Spiel oder als Tagespass. Sie sind digital: Zeig am Eingang den QR-Code auf deinem Handy.',
        ],
        list: [
          'Kinder unter 4 Jahren haben ohne eigenen Sitzplatz freien Eintritt',
          'Tickets werden nicht erstattet, lassen sich aber im Ticketshop an andere Fans übertragen',
          'Tickets aus dem Weiterverkauf können storniert werden',
        ],
      },
      'at-the-arena': {
        title: 'In der Arena',
        body: [
          'Einlass ist eine Stunde vor dem ersten Spiel. Taschen größer als A4 sind nicht erlaubt, eine Garderobe gibt es nicht. Essen und Getränke werden vor Ort verkauft; Fahnen und Banner ohne Stangen sind willkommen.',
        ],
      },
      accessibility: {
        title: 'Barrierefreiheit',
        body: [
          'Die Arena hat Rollstuhlplätze mit einem Sitz für eine Begleitperson, stufenlose Zugänge und barrierefreie Toiletten. Buch sie im Ticketshop über den barrierefreien Bereich und schreib an {fans}, wenn du etwas anderes brauchst.',
        ],
      },
    },
    gettingThere: {
      title: 'Anreise',
      intro: 'Die Arena ist gut mit öffentlichen Verkehrsmitteln erreichbar, am Spieltag der schnellste Weg:',
      modes: { metro: 'U-Bahn:', train: 'Zug:', bus: 'Bus:', car: 'Mit dem Auto:' },
    },
  },
};
