import type { L10n } from '../lib/langs.js';

interface StateSeed {
  name: string;
  cities: string[];
}
interface CountrySeed {
  id: number;
  name: L10n;
  states: StateSeed[];
}

// Real places, a few per level: enough for the recruitment form's cascading selects.
export const COUNTRIES: CountrySeed[] = [
  {
    id: 1,
    name: { pt: 'Brasil', en: 'Brazil', es: 'Brasil' },
    states: [
      { name: 'São Paulo', cities: ['São Paulo', 'Campinas', 'Santos', 'Ribeirão Preto'] },
      { name: 'Rio de Janeiro', cities: ['Rio de Janeiro', 'Niterói', 'Petrópolis'] },
      { name: 'Minas Gerais', cities: ['Belo Horizonte', 'Uberlândia', 'Juiz de Fora'] },
      { name: 'Paraná', cities: ['Curitiba', 'Londrina', 'Maringá'] },
      { name: 'Rio Grande do Sul', cities: ['Porto Alegre', 'Caxias do Sul', 'Pelotas'] },
      { name: 'Bahia', cities: ['Salvador', 'Feira de Santana', 'Ilhéus'] },
    ],
  },
  {
    id: 2,
    name: { pt: 'Portugal', en: 'Portugal', es: 'Portugal' },
    states: [
      { name: 'Lisboa', cities: ['Lisboa', 'Sintra', 'Cascais'] },
      { name: 'Porto', cities: ['Porto', 'Vila Nova de Gaia', 'Matosinhos'] },
      { name: 'Faro', cities: ['Faro', 'Lagos', 'Albufeira'] },
      { name: 'Coimbra', cities: ['Coimbra', 'Figueira da Foz'] },
    ],
  },
  {
    id: 3,
    name: { pt: 'Espanha', en: 'Spain', es: 'España' },
    states: [
      { name: 'Comunidad de Madrid', cities: ['Madrid', 'Alcalá de Henares', 'Getafe'] },
      { name: 'Cataluña', cities: ['Barcelona', 'Girona', 'Tarragona', 'Lleida'] },
      { name: 'Andalucía', cities: ['Sevilla', 'Málaga', 'Granada', 'Córdoba'] },
      { name: 'Comunidad Valenciana', cities: ['Valencia', 'Alicante', 'Castellón de la Plana'] },
    ],
  },
  {
    id: 4,
    name: { pt: 'Estados Unidos', en: 'United States', es: 'Estados Unidos' },
    states: [
      { name: 'California', cities: ['Los Angeles', 'San Francisco', 'San Diego', 'Sacramento'] },
      { name: 'New York', cities: ['New York', 'Buffalo', 'Rochester'] },
      { name: 'Florida', cities: ['Miami', 'Orlando', 'Tampa'] },
      { name: 'Texas', cities: ['Houston', 'Austin', 'Dallas'] },
      { name: 'Illinois', cities: ['Chicago', 'Springfield'] },
    ],
  },
];
