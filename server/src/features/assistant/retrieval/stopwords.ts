/**
 * Words that carry no meaning for retrieval: English function words, politeness, and Pidgin's
 * (wetin, dey, na, wan, abeg, una, sabi, fit…).
 */
export const STOPWORDS: ReadonlySet<string> = new Set(
  `a about after again all also am an and any are as at be because been before being both but by
  can could did do does doing done for from get gets getting go going got had has have having he
  her here him his how i if in into is it its just know let like me mine more most my need no nor
  not now of off on once one only or other our out over own please pls plz kindly same she should
  so some such tell than that the their them then there these they this those through to too
  under until up us very want wants was we were what when where which while who whom why will
  with would you your yours yourself
  abeg biko wetin dey na wan go una sabi fit oga sir ma madam bros guy guys oya o sef abi shey
  sebi wey dem di e im ehn jare nau make don dis dat ooo oo ehen how far thanks thank hello hi
  explain mean means meaning use using way ways something thing things someone person people
  really actually much many take matter best details detail info information process procedure step steps say
  since still already yet ever even anyway nko sha oh ehn am dey don happen happens happened can could
  able enough show now without between within stop stops stopping any anything everything somebody
  whether also else policy policies become becomes lose suppose again sure possible try tried
  trying give put keep let make made come came look looking gone told said think feel seem today
  tomorrow yesterday later soon ok okay
  whats wetins btw vs versus difference differences differ used uses purpose each every per kind
  type types sort
  cant cannot dont doesnt didnt wont isnt arent wasnt werent havent hasnt couldnt wouldnt shouldnt
  ive youre theyre
  normal usual usually typical typically average roughly around approximately estimate start starts
  started begin located location situated keeps saying says good morning afternoon evening`.split(
    /\s+/,
  ),
);
