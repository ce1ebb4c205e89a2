/**
 * Invented people: first names and surnames per language pool, combined by the seeded
 * generator. Real names come only from the Spain 2023 facts (see data/league/README.md).
 */
export type NamePool = 'es' | 'mx' | 'it' | 'pt' | 'fr' | 'de' | 'ar' | 'en';

interface Pool {
  male: readonly string[];
  female: readonly string[];
  last: readonly string[];
}

const split = (text: string): readonly string[] => text.trim().split(/\s*,\s*/);

export const POOLS: Readonly<Record<NamePool, Pool>> = {
  es: {
    male: split(
      'Álvaro, Adrián, Sergio, Marc, Pablo, Javier, Hugo, Iván, Rubén, Dani, Carlos, Raúl, Óscar, Víctor, Jordi, Unai, Aitor, Nacho, Mario, Pau, Gonzalo, Iker, Rafa, Manu',
    ),
    female: split(
      'Lucía, Paula, Alba, Claudia, Marta, Laia, Irene, Noelia, Carla, Nerea, Aitana, Andrea, Sara, Júlia, Ainhoa, Cristina, Elena, Judit, Leire, Olga, Rocío, Vega, Mireia, Inés',
    ),
    last: split(
      'García, Martínez, López, Sánchez, Romero, Navarro, Torres, Domínguez, Gil, Serrano, Molina, Ortega, Castro, Rubio, Marín, Iglesias, Cano, Prieto, Vidal, Ferrer, Soler, Pons, Roca, Bravo, Arias, Vega',
    ),
  },
  mx: {
    male: split(
      'Diego, Emiliano, Santiago, Rodrigo, Alejandro, Luis, Jesús, Erick, Brandon, Jorge, Ulises, Héctor, Osvaldo, Isaac, Fernando, Arturo, Memo, Chucho, Kevin, Axel, Ramiro, Omar, Julián, Iván',
    ),
    female: split(
      'Valeria, Ximena, Fernanda, Renata, Daniela, Camila, Mariana, Regina, Andrea, Itzel, Karla, Sofía, Jimena, Paola, Alondra, Citlali, Frida, Montserrat, Natalia, Guadalupe, Lizbeth, Maite, Dulce, Yareli',
    ),
    last: split(
      'Hernández, Ramírez, Flores, Reyes, Cruz, Morales, Gutiérrez, Mendoza, Aguilar, Ortiz, Chávez, Vargas, Ruiz, Salazar, Rosales, Cortés, Villalobos, Zúñiga, Cárdenas, Guzmán, Ibarra, Nava, Tapia, Olvera',
    ),
  },
  it: {
    male: split(
      'Lorenzo, Matteo, Alessandro, Davide, Federico, Gabriele, Riccardo, Tommaso, Simone, Nicolò, Giacomo, Pietro, Andrea, Luca, Filippo, Marco, Stefano, Enrico, Salvatore, Gianluca, Michele, Edoardo, Samuele, Mattia',
    ),
    female: split(
      'Giulia, Chiara, Martina, Sofia, Aurora, Beatrice, Alice, Elisa, Francesca, Ginevra, Sara, Valentina, Arianna, Camilla, Noemi, Greta, Vittoria, Ilaria, Federica, Bianca, Irene, Marta, Cecilia, Viola',
    ),
    last: split(
      'Rossi, Russo, Ferrari, Esposito, Bianchi, Romano, Colombo, Ricci, Marino, Greco, Bruno, Gallo, Conti, De Luca, Mancini, Costa, Giordano, Rizzo, Lombardi, Moretti, Barbieri, Fontana, Santoro, Caruso',
    ),
  },
  pt: {
    male: split(
      'João, Gabriel, Lucas, Matheus, Pedro, Guilherme, Rafael, Gustavo, Felipe, Thiago, Vinícius, Caio, Bruno, Diego, Leandro, Rodrigo, Renan, Wesley, Igor, Murilo, Danilo, Everton, Juninho, Luan',
    ),
    female: split(
      'Ana, Beatriz, Larissa, Mariana, Júlia, Camila, Letícia, Gabriela, Isabela, Bianca, Fernanda, Luana, Vitória, Yasmin, Rafaela, Carolina, Débora, Thaís, Nathália, Priscila, Aline, Tainá, Bruna, Kelly',
    ),
    last: split(
      'Silva, Santos, Oliveira, Souza, Rodrigues, Ferreira, Alves, Pereira, Lima, Gomes, Costa, Ribeiro, Martins, Carvalho, Almeida, Lopes, Soares, Fernandes, Vieira, Barbosa, Rocha, Dias, Nascimento, Moura',
    ),
  },
  fr: {
    male: split(
      'Lucas, Hugo, Théo, Nathan, Enzo, Mathis, Yanis, Maxime, Antoine, Clément, Romain, Kylian, Bilal, Quentin, Julien, Sofiane, Baptiste, Adrien, Karim, Mehdi, Florian, Loïc, Rayan, Samir',
    ),
    female: split(
      'Léa, Manon, Camille, Chloé, Inès, Sarah, Clara, Jade, Louise, Emma, Lina, Océane, Maëlle, Pauline, Justine, Amandine, Margaux, Célia, Anaïs, Lou, Élise, Noémie, Yasmine, Salomé',
    ),
    last: split(
      'Martin, Bernard, Dubois, Thomas, Robert, Richard, Petit, Durand, Leroy, Moreau, Simon, Laurent, Lefebvre, Michel, Garnier, Faure, Rousseau, Blanc, Guerin, Muller, Henry, Roussel, Nicolas, Perrin',
    ),
  },
  de: {
    male: split(
      'Lukas, Leon, Finn, Jonas, Niklas, Tim, Jan, Felix, Moritz, Paul, Maximilian, Luca, Tobias, Julian, Erik, Kevin, Dennis, Marvin, Florian, Sebastian, Yannick, Nico, Timo, Robin',
    ),
    female: split(
      'Lena, Lea, Hannah, Anna, Laura, Sophie, Marie, Lara, Johanna, Lisa, Julia, Clara, Emily, Nele, Paula, Amelie, Franziska, Svenja, Jana, Carolin, Kim, Mia, Merle, Ronja',
    ),
    last: split(
      'Müller, Schmidt, Schneider, Fischer, Weber, Meyer, Wagner, Becker, Schulz, Hoffmann, Koch, Richter, Klein, Wolf, Schröder, Neumann, Schwarz, Zimmermann, Braun, Krüger, Hartmann, Lange, Werner, Krause',
    ),
  },
  ar: {
    male: split(
      'Mohammed, Ahmed, Omar, Youssef, Khalid, Abdullah, Faisal, Saud, Hamza, Ali, Tariq, Karim, Ziad, Nasser, Rayan, Majed, Salman, Bilal, Anas, Hassan, Fahad, Ibrahim, Yasser, Adel',
    ),
    female: split(
      'Noura, Sara, Layla, Mariam, Huda, Reem, Amal, Dana, Lina, Hessa, Fatima, Yasmin, Rania, Salma, Jana, Malak, Nour, Aisha, Dalia, Hala, Lamia, Rasha, Maha, Shahad',
    ),
    last: split(
      'Al-Harbi, Al-Qahtani, Al-Dossari, Al-Otaibi, Al-Shehri, Al-Ghamdi, Al-Mutairi, Al-Zahrani, Haddad, Mansour, Khoury, Nasser, Saleh, Farouk, Haddadi, Belkacem, Benali, El Idrissi, Amrani, Tahiri, Al-Kaabi, Al-Mansoori, Al-Hashimi, Barakat',
    ),
  },
  en: {
    male: split(
      'Jack, Harry, Oliver, Charlie, Kai, Ethan, Tyler, Jordan, Callum, Connor, Mason, Liam, Noah, Aiden, Reece, Jayden, Kieran, Marcus, Dylan, Owen, Ryan, Luke, Declan, Sam',
    ),
    female: split(
      'Amelia, Olivia, Isla, Ava, Grace, Ella, Freya, Chloe, Lily, Sophie, Megan, Jess, Holly, Keira, Niamh, Zoe, Abbie, Lauren, Erin, Beth, Millie, Rosie, Katie, Amber',
    ),
    last: split(
      'Smith, Jones, Taylor, Brown, Williams, Wilson, Johnson, Davies, Evans, Thomas, Roberts, Walker, Wright, Thompson, White, Hughes, Edwards, Green, Hall, Wood, Harris, Clarke, Jackson, Turner',
    ),
  },
};
