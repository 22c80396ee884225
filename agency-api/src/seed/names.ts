// Common given names and surnames of Brazil, Portugal and Spain; combined to distinct full names.
export const WOMEN = [
  'Ana', 'Beatriz', 'Camila', 'Carolina', 'Clara', 'Daniela', 'Eduarda', 'Fernanda', 'Gabriela',
  'Helena', 'Isabela', 'Joana', 'Júlia', 'Larissa', 'Laura', 'Letícia', 'Lúcia', 'Luana', 'Marina',
  'Mariana', 'Natália', 'Paula', 'Rafaela', 'Sofia', 'Valentina', 'Vitória', 'Inês', 'Lucía',
  'Carmen', 'Elena', 'Alba', 'Noa', 'Olivia', 'Yasmin', 'Bianca', 'Manuela',
];
export const MEN = [
  'André', 'Bruno', 'Caio', 'Daniel', 'Diego', 'Eduardo', 'Felipe', 'Gabriel', 'Gustavo', 'Henrique',
  'Igor', 'João', 'Leonardo', 'Lucas', 'Marcelo', 'Mateus', 'Miguel', 'Nicolas', 'Pedro', 'Rafael',
  'Renato', 'Rodrigo', 'Samuel', 'Thiago', 'Vinícius', 'Tomás', 'Javier', 'Pablo', 'Álvaro',
  'Hugo', 'Martín', 'Enzo', 'Davi', 'Arthur', 'Bernardo', 'Heitor',
];
export const SURNAMES = [
  'Almeida', 'Alves', 'Araújo', 'Barbosa', 'Cardoso', 'Carvalho', 'Castro', 'Costa', 'Dias',
  'Fernandes', 'Ferreira', 'Gomes', 'Lima', 'Lopes', 'Martins', 'Melo', 'Mendes', 'Monteiro',
  'Moreira', 'Nunes', 'Oliveira', 'Pereira', 'Pinto', 'Ribeiro', 'Rocha', 'Rodrigues', 'Santos',
  'Silva', 'Soares', 'Sousa', 'Teixeira', 'Vieira', 'García', 'Martínez', 'Navarro', 'Ruiz',
  'Moreno', 'Romero', 'Serrano', 'Azevedo',
];

// Real public videos, so embeds on the site play something.
export const YOUTUBE_IDS = ['aqz-KE-bpKQ', 'M7lc1UVf-VE', 'ScMzIvxBSi4', 'LXb3EKWsInQ'];
export const VIMEO_IDS = ['76979871', '76979871/8b6f7c5e2a', '1084537'];
