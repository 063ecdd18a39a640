import { Link } from 'react-router-dom';
import styled, { css } from 'styled-components';

export type ButtonVariant = 'primary' | 'secondary' | 'ghost';

export const buttonStyle = css<{ $variant: ButtonVariant; $size: 'md' | 'lg' }>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: 0.5rem;
  min-block-size: ${({ $size }) => ($size === 'lg' ? '3rem' : '2.5rem')};
  padding-inline: ${({ $size }) => ($size === 'lg' ? '1.4rem' : '1rem')};
  border-radius: ${({ theme }) => theme.radius.pill};
  border: 1px solid transparent;
  font-weight: 600;
  font-size: ${({ $size }) => ($size === 'lg' ? '1.0625rem' : '0.9375rem')};
  line-height: 1.2;
  text-decoration: none;
  white-space: nowrap;
  transition:
    background-color 150ms ease,
    border-color 150ms ease,
    transform 150ms ease;

  &:hover {
    transform: translateY(-1px);
  }

  ${({ $variant, theme }) => {
    switch ($variant) {
      case 'primary':
        return css`
          background: ${theme.color.primary};
          color: ${theme.color.onPrimary};
          box-shadow: ${theme.shadow.sm};
          &:hover {
            background: ${theme.color.primaryHover};
          }
        `;
      case 'secondary':
        return css`
          background: ${theme.color.surface};
          color: ${theme.color.text};
          border-color: ${theme.color.borderStrong};
          &:hover {
            border-color: ${theme.color.primary};
          }
        `;
      case 'ghost':
        return css`
          background: transparent;
          color: ${theme.color.link};
          &:hover {
            background: ${theme.color.primarySoft};
          }
        `;
    }
  }}
`;

/** An in-app navigation styled as a button (links navigate; buttons act). */
export const ButtonLink = styled(Link)<{ $variant: ButtonVariant; $size: 'md' | 'lg' }>`
  ${buttonStyle}
`;

/** Same look for in-page anchors (`#section`) that must stay plain links. */
export const ButtonAnchor = styled.a<{ $variant: ButtonVariant; $size: 'md' | 'lg' }>`
  ${buttonStyle}
`;
