import styled from 'styled-components';
import { brand } from '../config/brand';
import type { Route } from './+types/home';

export const meta: Route.MetaFunction = () => [
  { title: brand.title },
  { name: 'description', content: brand.description },
];

const Main = styled.main`
  max-width: 40rem;
  margin: 0 auto;
  padding: 1.5rem 1rem;
`;

export default function Home() {
  return (
    <Main id="main-content">
      <h1>{brand.displayName}</h1>
      <p>Check whether you may be owed compensation for car finance commission.</p>
    </Main>
  );
}
