export const SPARQL_RESULTS_TYPE = 'application/sparql-results+json';
export const DISTRICT_SALES_LIMIT = 1000;

/**
 * Recent sales in a postcode district. The free-text index narrows the addresses to the district
 * (as HM Land Registry's own Price Paid report does); the filter keeps exact matches only, since
 * 'LS6' must not match 'LS16'. `district` comes from postcodeParts, so it is letters and digits.
 */
export function districtSalesQuery(district: string, sinceDate: string): string {
  if (!/^[A-Z]{1,2}[0-9][0-9A-Z]?$/.test(district) || !/^\d{4}-\d{2}-\d{2}$/.test(sinceDate)) {
    throw new Error('districtSalesQuery needs a postcode district and an ISO date');
  }
  return `PREFIX lrppi: <http://landregistry.data.gov.uk/def/ppi/>
PREFIX lrcommon: <http://landregistry.data.gov.uk/def/common/>
PREFIX xsd: <http://www.w3.org/2001/XMLSchema#>
PREFIX text: <http://jena.apache.org/text#>
SELECT ?transaction ?price ?date ?postcode ?propertyType ?estateType ?newBuild ?category ?paon ?saon ?street ?town
WHERE {
  ?address text:query ("postcode: ( ${district} )" 3000000) .
  ?address lrcommon:postcode ?postcode .
  FILTER (STRSTARTS(?postcode, "${district} "))
  ?transaction lrppi:propertyAddress ?address ;
    lrppi:pricePaid ?price ;
    lrppi:transactionDate ?date ;
    lrppi:propertyType ?propertyType ;
    lrppi:estateType ?estateType ;
    lrppi:newBuild ?newBuild ;
    lrppi:transactionCategory ?category .
  FILTER (?date >= "${sinceDate}"^^xsd:date)
  OPTIONAL { ?address lrcommon:paon ?paon }
  OPTIONAL { ?address lrcommon:saon ?saon }
  OPTIONAL { ?address lrcommon:street ?street }
  OPTIONAL { ?address lrcommon:town ?town }
}
ORDER BY DESC(?date)
LIMIT ${DISTRICT_SALES_LIMIT}`;
}
