// The reader's everyday English words: the one list, loaded once in travel/geo (the regions table
// reads it too), so a lower-case word read as a small town far away can be told to be just a word
// of the sentence ("snow", "tours", "cork").
export { isEnglishWord } from "../../travel/geo/english-words";
