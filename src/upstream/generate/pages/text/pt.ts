import type { PageTexts } from '../structure.js';

export const PT: PageTexts = {
  faqs: {
    title: 'Perguntas frequentes',
    intro:
      'Tudo o que você precisa saber sobre a {league}: como funciona uma partida, como se define a classificação, como os elencos são montados e como acompanhar os jogos ao vivo ou da arquibancada.',
    topics: {
      league: 'A liga',
      rules: 'As regras',
      players: ['Jogadores e elencos', 'Jogadoras e elencos'],
      tickets: 'Jogos, ingressos e calendário',
      media: 'Imprensa e contato',
    },
    questions: {
      'what-is': {
        q: 'O que é a {league}?',
        a: [
          'Uma competição de futebol 7 com {teams} clubes, cada um comandado por um presidente do mundo do streaming e do esporte. Os jogos são curtos, rápidos e cheios de regras que você não vê em nenhum outro lugar, e todos são transmitidos ao vivo.',
        ],
      },
      format: {
        q: 'Como a temporada é organizada?',
        a: [
          'Os {teams} clubes se enfrentam uma vez ao longo de {matchdays} rodadas. Os {playoff} primeiros da classificação vão para as quartas de final (1º contra 8º, 2º contra 7º, 3º contra 6º, 4º contra 5º), seguidas das semifinais e da final, todas em jogo único.',
        ],
      },
      points: {
        q: 'Quantos pontos vale uma vitória?',
        a: [
          'Nenhum jogo termina empatado. Vencer no tempo normal vale {win} pontos. Se o placar estiver igual depois de {minutes} minutos, uma disputa de shoot-outs decide o jogo: o vencedor soma {shootoutWin} pontos e o perdedor {shootoutLoss}. Uma derrota no tempo normal vale {loss}.',
          'Em caso de empate em pontos, contam o saldo de gols e depois os gols marcados.',
        ],
      },
      'where-to-watch': {
        q: 'Onde posso assistir aos jogos?',
        a: [
          'Todos os jogos são transmitidos ao vivo e de graça nos canais da liga no YouTube e na Twitch e nos canais dos próprios presidentes. A página de jogos deste site acompanha o placar minuto a minuto.',
        ],
      },
      'match-length': {
        q: 'Quanto tempo dura um jogo?',
        a: [
          'Dois tempos de {half} minutos, {minutes} minutos no total, com um intervalo curto. O cronômetro não para, então um jogo com intervalo costuma durar menos de uma hora.',
        ],
      },
      'secret-cards': {
        q: 'O que são as cartas secretas?',
        a: [
          'Antes de cada jogo, cada presidente escolhe uma carta secreta, que fica escondida até ser usada. As cartas podem dar um pênalti, fazer os gols valerem em dobro por dois minutos, tirar um adversário de campo por dois minutos ou anular a carta do rival. Cada time pode usar sua carta uma vez por jogo.',
        ],
      },
      'presidents-penalty': {
        q: 'O que é o pênalti do presidente?',
        a: [
          'Uma vez por temporada, cada presidente pode entrar em campo e cobrar um pênalti contra o goleiro adversário. Ele pode ser pedido a qualquer momento do jogo, e mais de um resultado já foi decidido assim.',
        ],
      },
      'shoot-out': {
        q: 'Como funcionam os shoot-outs?',
        a: [
          [
            'Cada cobrador sai com a bola do meio-campo e tem cinco segundos para vencer o goleiro, que pode sair do gol. São cinco cobradores por time e, se o empate continuar, morte súbita até que um time erre.',
            'Cada cobradora sai com a bola do meio-campo e tem cinco segundos para vencer a goleira, que pode sair do gol. São cinco cobradoras por time e, se o empate continuar, morte súbita até que um time erre.',
          ],
        ],
      },
      dice: {
        q: 'O que o dado decide?',
        a: [
          [
            'No 18º minuto do segundo tempo um dado é lançado em campo. O número define quantos jogadores de linha cada time mantém nos minutos finais, e um jogo pode terminar num frenético um contra um.',
            'No 18º minuto do segundo tempo um dado é lançado em campo. O número define quantas jogadoras de linha cada time mantém nos minutos finais, e um jogo pode terminar num frenético uma contra uma.',
          ],
        ],
      },
      draft: {
        q: 'Como os elencos são montados?',
        a: [
          [
            'Cada clube escolhe {drafted} jogadores no draft realizado antes da temporada, em turnos, entre os aprovados nas peneiras. A ordem da primeira rodada é sorteada e se inverte a cada rodada seguinte.',
            'Cada clube escolhe {drafted} jogadoras no draft realizado antes da temporada, em turnos, entre as aprovadas nas peneiras. A ordem da primeira rodada é sorteada e se inverte a cada rodada seguinte.',
          ],
        ],
      },
      'twelfth-player': {
        q: ['Quem são os jogadores 12 e 13?', 'Quem são as jogadoras 12 e 13?'],
        a: [
          [
            'Além dos {drafted} escolhidos no draft, cada clube contrata um jogador 12 e um jogador 13 fora do draft: muitas vezes ex-profissionais ou convidados famosos. Eles completam um elenco de {squad} e podem mudar durante a temporada dentro das janelas de inscrição definidas pela liga.',
            'Além das {drafted} escolhidas no draft, cada clube contrata uma jogadora 12 e uma jogadora 13 fora do draft: muitas vezes ex-profissionais ou convidadas famosas. Elas completam um elenco de {squad} e podem mudar durante a temporada dentro das janelas de inscrição definidas pela liga.',
          ],
        ],
      },
      tryouts: {
        q: 'Como posso jogar na liga?',
        a: [
          'Antes de cada temporada a liga abre inscrições para as peneiras, anunciadas nas redes sociais e neste site. Os destaques das peneiras vão para o draft, onde os clubes escolhem seus elencos.',
        ],
      },
      'buy-tickets': {
        q: 'Como compro ingressos?',
        a: [
          'Onde há ingressos à venda, a página de Ingressos da região mostra os próximos jogos na arena com o link para a bilheteria oficial. Compre só lá: ingressos de cambistas podem ser cancelados sem reembolso.',
        ],
      },
      'kick-off-times': {
        q: 'Em que fuso horário aparecem os horários?',
        a: [
          'Sempre no fuso horário da região, qualquer que seja o idioma da página. A página de jogos diz qual é, e as assinaturas de calendário convertem os horários para o fuso do seu aparelho.',
        ],
      },
      calendar: {
        q: 'Posso adicionar os jogos à minha agenda?',
        a: [
          'Sim. A página de jogos, a de cada time e a de ingressos têm o link “Adicionar à agenda”. Assine uma vez e a agenda se atualiza sozinha, com o placar final depois de cada jogo.',
        ],
      },
      accreditation: {
        q: 'Como os jornalistas se credenciam?',
        a: [
          'Veículos reconhecidos podem pedir credenciamento para cada rodada com pelo menos {deadline} horas de antecedência, pela página de Acreditação de mídia onde a região tiver uma, ou escrevendo para {press}.',
        ],
      },
      contact: {
        q: 'Como falo com a liga?',
        a: [
          'A página de Contato reúne os endereços de imprensa, negócios, parceiros e torcedores. Para dúvidas sobre um jogo ou um ingresso, escreva para {fans}.',
        ],
      },
    },
  },
  regulation: {
    title: 'Regulamento',
    intro:
      'As regras da {league} para a temporada atual. O Comitê de Competição publica qualquer mudança em uma circular oficial antes que ela entre em vigor.',
    sections: {
      competition: {
        title: 'A competição',
        articles: [
          'A {league} é disputada por {teams} clubes. Na fase regular, cada clube enfrenta todos os outros uma vez, ao longo de {matchdays} rodadas.',
          'Os {playoff} primeiros da classificação vão às quartas de final: 1º contra 8º, 4º contra 5º, 2º contra 7º e 3º contra 6º. Os vencedores disputam as semifinais e a final. Todos os confrontos do mata-mata são em jogo único.',
        ],
      },
      points: {
        title: 'Pontos e classificação',
        articles: [
          'Uma vitória no tempo normal vale {win} pontos. Um jogo empatado vai para os shoot-outs: o vencedor recebe {shootoutWin} pontos e o perdedor {shootoutLoss}. Uma derrota no tempo normal vale {loss}.',
          'Clubes empatados em pontos são ordenados pelo saldo de gols e depois pelos gols marcados. Persistindo o empate, o Comitê de Competição decide por sorteio.',
        ],
      },
      match: {
        title: 'O jogo',
        articles: [
          [
            'Cada time escala um goleiro e seis jogadores de linha. O jogo tem dois tempos de {half} minutos, com cronômetro corrido.',
            'Cada time escala uma goleira e seis jogadoras de linha. O jogo tem dois tempos de {half} minutos, com cronômetro corrido.',
          ],
          'As substituições são ilimitadas e volantes, feitas da área do próprio time. O lateral é cobrado com os pés e não há impedimento.',
        ],
      },
      dice: {
        title: 'O dado',
        articles: [
          [
            'No 18º minuto do segundo tempo o árbitro lança um dado. O número, de um a seis, define quantos jogadores de linha cada time mantém até o apito final.',
            'No 18º minuto do segundo tempo o árbitro lança um dado. O número, de um a seis, define quantas jogadoras de linha cada time mantém até o apito final.',
          ],
        ],
      },
      'secret-cards': {
        title: 'Cartas secretas',
        articles: [
          'Antes do início, cada presidente escolhe uma carta secreta do baralho da liga e a entrega ao quarto árbitro. Ela fica escondida até ser usada.',
          'A carta pode ser usada uma vez por jogo, com a bola parada, e vale na hora. O baralho inclui um pênalti, o gol em dobro (os gols valem dois por dois minutos), a exclusão de um adversário por dois minutos e a anulação da carta rival.',
        ],
      },
      'presidents-penalty': {
        title: 'O pênalti do presidente',
        articles: [
          'Cada presidente pode cobrar um pênalti por temporada. Ele avisa o árbitro com a bola parada e cobra da marca do pênalti contra o goleiro adversário; o rebote não vale.',
        ],
      },
      'shoot-out': {
        title: 'Os shoot-outs',
        articles: [
          [
            'Um jogo empatado no fim é decidido nos shoot-outs. Cada cobrador sai do meio-campo com a bola e tem cinco segundos para marcar; o goleiro pode sair da linha.',
            'Um jogo empatado no fim é decidido nos shoot-outs. Cada cobradora sai do meio-campo com a bola e tem cinco segundos para marcar; a goleira pode sair da linha.',
          ],
          'Cada time cobra cinco vezes, alternadamente. Persistindo o empate, segue-se em morte súbita.',
        ],
      },
      squads: {
        title: 'Elencos',
        articles: [
          [
            'Cada clube inscreve {drafted} jogadores escolhidos no draft, mais um jogador 12 e um jogador 13 contratados fora dele, num elenco de {squad}.',
            'Cada clube inscreve {drafted} jogadoras escolhidas no draft, mais uma jogadora 12 e uma jogadora 13 contratadas fora dele, num elenco de {squad}.',
          ],
          'No draft os clubes escolhem em turnos; a ordem da primeira rodada é sorteada e se inverte a cada rodada seguinte. As vagas 12 e 13 só podem ser trocadas nas janelas de inscrição anunciadas por circular.',
        ],
      },
      discipline: {
        title: 'Disciplina',
        articles: [
          [
            'Um cartão amarelo tira o jogador de campo por dois minutos; o time joga com um a menos até o tempo acabar. Com um cartão vermelho o jogador não volta mais, e o time fica com um a menos por cinco minutos antes que um companheiro possa entrar.',
            'Um cartão amarelo tira a jogadora de campo por dois minutos; o time joga com uma a menos até o tempo acabar. Com um cartão vermelho a jogadora não volta mais, e o time fica com uma a menos por cinco minutos antes que uma companheira possa entrar.',
          ],
          'As demais punições são decididas pelo Comitê de Competição e publicadas por circular.',
        ],
      },
      committee: {
        title: 'Comitê de Competição',
        articles: [
          'O Comitê de Competição aplica este regulamento, resolve os casos que ele não prevê e julga os recursos, que os clubes devem apresentar por escrito em até 48 horas após o jogo.',
        ],
      },
    },
  },
  accreditation: {
    title: 'Acreditação de mídia',
    intro:
      'O credenciamento dá aos profissionais de mídia acesso à arena, à sala de imprensa e à zona mista durante uma rodada da {league}.',
    sections: {
      who: {
        title: 'Quem pode pedir',
        body: [
          'Jornalistas, fotógrafos, cinegrafistas e criadores de conteúdo que cobrem a liga para um veículo, uma agência ou um canal com público regular.',
        ],
      },
      requirements: {
        title: 'Requisitos',
        body: ['Cada pedido é pessoal e vale para uma rodada. Tenha em mãos:'],
        list: [
          'uma carteira de imprensa válida ou uma carta da redação em papel timbrado do veículo',
          'um documento de identidade',
          'links de trabalhos recentes sobre futebol ou sobre a liga',
          'para fotógrafos e cinegrafistas, o equipamento que vai levar',
        ],
      },
      deadlines: {
        title: 'Prazos',
        body: [
          'Os pedidos se encerram {deadline} horas antes do primeiro jogo de cada rodada. As datas abaixo seguem a tabela atual; pedidos fora do prazo não são aceitos.',
        ],
      },
      process: {
        title: 'Como funciona',
        body: [
          'Preencha o formulário de credenciamento e anexe os documentos. A assessoria de imprensa responde a todos os pedidos por e-mail pelo menos 24 horas antes da rodada; se aprovado, a confirmação traz o horário de acesso e o portão de entrada.',
        ],
      },
      'on-site': {
        title: 'No dia do jogo',
        body: [
          'Retire sua credencial no balcão de imprensa com seu documento de identidade. As entrevistas acontecem na zona mista depois do apito final. Dúvidas antes ou depois da rodada: {press}.',
        ],
      },
    },
  },
  contact: {
    title: 'Contato',
    intro:
      'Escreva para a equipe que pode ajudar você: cada endereço é lido todos os dias úteis e respondemos em até dois dias úteis.',
    channels: {
      press: { title: 'Imprensa', text: 'Pedidos de entrevista, informações para jornalistas e credenciamento.' },
      commercial: { title: 'Negócios', text: 'Patrocínio, publicidade, direitos de transmissão e licenciamento.' },
      partners: { title: 'Parceiros', text: 'Marcas, clubes e criadores que querem trabalhar com a liga.' },
      fans: { title: 'Torcedores', text: 'Dúvidas sobre jogos, ingressos, a arena e o site.' },
    },
  },
  tickets: {
    title: 'Ingressos',
    intro:
      'Todas as rodadas da {league} são jogadas com torcida na {arena}. Veja os próximos jogos, como chegar e o que saber antes de ir.',
    sections: {
      'how-to-buy': {
        title: 'Como comprar',
        body: [
          'Os ingressos são vendidos na bilheteria oficial cerca de duas semanas antes de cada rodada, por jogo ou como passe para o dia inteiro. São digitais: mostre o QR code no celular na entrada.',
        ],
        list: [
          'crianças com menos de 4 anos entram de graça, sem assento próprio',
          'os ingressos não são reembolsáveis, mas podem ser transferidos para outro torcedor pela bilheteria',
          'ingressos comprados de cambistas podem ser cancelados',
        ],
      },
      'at-the-arena': {
        title: 'Na arena',
        body: [
          'Os portões abrem uma hora antes do primeiro jogo. Não são permitidas bolsas maiores que uma folha A4 e não há guarda-volumes. Há comida e bebida à venda lá dentro; bandeiras e faixas sem mastro são bem-vindas.',
        ],
      },
      accessibility: {
        title: 'Acessibilidade',
        body: [
          'A arena tem espaços para cadeira de rodas com assento para acompanhante, acessos sem degraus e banheiros adaptados. Reserve-os na bilheteria escolhendo o setor acessível, e escreva para {fans} se precisar de mais alguma coisa.',
        ],
      },
    },
    gettingThere: {
      title: 'Como chegar',
      intro: 'A arena é bem servida por transporte público, o jeito mais rápido de chegar em dia de jogo:',
      modes: { metro: 'Metrô:', train: 'Trem:', bus: 'Ônibus:', car: 'De carro:' },
    },
  },
};
