/** What every admin list takes from the page around it. */
export interface ListProps {
  /** Id of the element naming the list (its tab or heading). */
  labelledBy: string;
  page: number;
  onPage: (page: number) => void;
}
