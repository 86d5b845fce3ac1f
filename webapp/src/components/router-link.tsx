import { Anchor, type AnchorProps, Button, type ButtonProps, UnstyledButton, type UnstyledButtonProps } from '@mantine/core';
import { createLink, type LinkComponent } from '@tanstack/react-router';
import type { ComponentPropsWithRef } from 'react';

type MantineAnchorProps = Omit<AnchorProps, 'href'> & ComponentPropsWithRef<'a'>;
type MantineButtonProps = Omit<ButtonProps, 'href'> & ComponentPropsWithRef<'a'>;
type MantineUnstyledProps = Omit<UnstyledButtonProps, 'href'> & ComponentPropsWithRef<'a'>;

function AnchorBase(props: MantineAnchorProps) {
  return <Anchor {...props} />;
}

function ButtonBase(props: MantineButtonProps) {
  return <Button component="a" {...props} />;
}

function RowBase(props: MantineUnstyledProps) {
  return <UnstyledButton component="a" display="block" {...props} />;
}

const CreatedAnchorLink = createLink(AnchorBase);
const CreatedRowLink = createLink(RowBase);
const CreatedButtonLink = createLink(ButtonBase);

/** A Mantine Anchor that navigates with the router (typed routes, preloading on hover). */
export const AnchorLink: LinkComponent<typeof AnchorBase> = (props) => <CreatedAnchorLink preload="intent" {...props} />;

/** A Mantine Button that navigates with the router. */
export const ButtonLink: LinkComponent<typeof ButtonBase> = (props) => <CreatedButtonLink preload="intent" {...props} />;

/** A whole result row (a card in a list) that is a link: Ctrl-click or middle click opens it in a new tab. */
export const RowLink: LinkComponent<typeof RowBase> = (props) => <CreatedRowLink preload="intent" {...props} />;
