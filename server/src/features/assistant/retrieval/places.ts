import { NIGERIAN_STATES } from '@titletrust/shared';

/**
 * Places people name in a question ("a plot in Lekki", "lawyers in Enugu"): the states, and the
 * cities and districts where most property is bought. They rarely change which entry answers,
 * so they meet in one term, "place" (not "state": that is also the government), instead of counting as words the help content lacks.
 */
const PLACES = [
  ...NIGERIAN_STATES.map((state) => state.name.toLowerCase()),
  ...`abuja fct lagos lekki ajah ikeja ikoyi victoria island vi yaba surulere ikorodu epe ibeju lekki
  badagry festac magodo gbagada maryland ogba ojodu sangotedo abraham adesanya agege isolo oshodi
  lugbe gwarinpa maitama asokoro wuse kubwa kuje karu jabi katampe garki apo port harcourt ph
  ibadan abeokuta ota mowe ibafo sagamu owerri enugu asaba benin warri uyo calabar onitsha awka
  nnewi aba umuahia kano kaduna zaria jos ilorin osogbo ife akure ado ekiti lokoja minna makurdi
  yola bauchi gombe maiduguri sokoto katsina dutse lafia yenagoa abakaliki jalingo damaturu birnin
  kebbi gusau`.split(/\s+/),
];
/** The term a place becomes; as retrieval's coverage counts it, it weighs little. */
export const PLACE_TERM = 'place';
export const PLACE_PATTERN = new RegExp(
  `\\b(?:${[...new Set(PLACES)].sort((a, b) => b.length - a.length).join('|')})\\b`,
  'g',
);
