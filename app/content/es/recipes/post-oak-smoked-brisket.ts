import type { RecipeTranslation } from '../../types';

export default {
  slug: 'post-oak-smoked-brisket',
  title: 'Brisket ahumado con post oak',
  description:
    'Un brisket entero (packer) hecho como nos enseñaron a respetarlo los pitmasters del Near Southside: sal, pimienta gruesa, leña de post oak y una noche larga. Calcula unas doce horas en el ahumador más un buen reposo, y rebana el flat en contra de la fibra.',
  ingredients: [
    {
      item: 'brisket entero (packer)',
      note: 'de 12 a 14 lb, grado choice o mejor',
    },
    {
      item: 'pimienta negra gruesa',
      note: 'molienda 16-mesh si la encuentras',
    },
    { item: 'sal kosher' },
    { item: 'ajo granulado', note: 'opcional' },
    { item: 'agua', note: 'para el atomizador' },
    { item: 'vinagre de manzana', note: 'para el atomizador' },
    { item: 'sebo de res', note: 'derretido, para envolver' },
    { item: 'leños de post oak', note: 'bien secos y curados' },
    { item: 'papel de carnicero rosa sin cera' },
  ],
  steps: [
    'Recorta la capa dura de grasa hasta dejarla de un cuarto de pulgada, empareja las orillas delgadas del flat y quita la membrana plateada del lado de la carne para que le llegue el sazón.',
    'Mezcla la pimienta, la sal y el ajo, sazona el brisket parejo por todos lados y déjalo a temperatura ambiente mientras se calienta el ahumador.',
    'Lleva un ahumador offset a 250°F con post oak que queme limpio; lo que buscas es un humo azul y delgado, no nubes blancas y espesas.',
    'Ahuma el brisket con la grasa hacia arriba y la punta hacia el fogón; a partir de la tercera hora, rocía cada hora las partes secas con el agua y el vinagre.',
    'Cuando la costra esté firme y de color caoba oscuro y la temperatura interna se estanque alrededor de 165°F, casi siempre a la sexta o séptima hora, pon el brisket sobre papel de carnicero barnizado con sebo y envuélvelo bien apretado.',
    'Regrésalo al ahumador y cocínalo hasta que un termómetro entre en la parte más gruesa del flat como si fuera mantequilla suave, alrededor de 200 a 203°F.',
    'Deja reposar el brisket envuelto en una hielera seca o en el horno a 150°F por lo menos dos horas; aquí es donde pasa de bueno a buenísimo.',
    'Separa la punta del flat, rebana el flat en contra de la fibra en rebanadas del grueso de un lápiz y corta la punta en rebanadas más gruesas o en cubos para burnt ends.',
  ],
} satisfies RecipeTranslation;
