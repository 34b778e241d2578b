// SPDX-License-Identifier: MIT
// K3's trade probe (issue 30 §2; docs/xray-trade.md). Never deployed: X-Ray places this code at an unused address (a
// new random one each audit, so a token cannot recognise it) with
// an eth_call state override, funds it with the same override, and calls probe(). In one call against the chain's
// current state it buys the token with ETH through a Uniswap-V2-style router, sends 1 % of what it received to a
// second unused address, `sink` (the transfer tax), approves the router and sells everything left; when that sale reverts it
// tries a tenth of it, which tells a limit per sale from a block (and a buy that reverts is tried with a tenth of the
// ETH, which tells a limit per purchase from a closed market). Every step is wrapped in
// try/catch so a revert is reported, not thrown; nothing is ever sent to the chain.
// probeV3() does the same on a Uniswap-V3-style pool, swapping with the pool itself (no router) and paying it in the
// swap callback; the pool's own amounts are the quotes.
pragma solidity ^0.8.20;

import "./V3Payer.sol";

interface IRouterV2 {
    function WETH() external view returns (address);
    function getAmountsOut(uint256 amountIn, address[] calldata path) external view returns (uint256[] memory);
    function swapExactETHForTokensSupportingFeeOnTransferTokens(
        uint256 amountOutMin,
        address[] calldata path,
        address to,
        uint256 deadline
    ) external payable;
    function swapExactTokensForETHSupportingFeeOnTransferTokens(
        uint256 amountIn,
        uint256 amountOutMin,
        address[] calldata path,
        address to,
        uint256 deadline
    ) external;
}

interface IToken {
    function balanceOf(address who) external view returns (uint256);
    function approve(address spender, uint256 amount) external returns (bool);
    function transfer(address to, uint256 amount) external returns (bool);
    function transferFrom(address from, address to, uint256 amount) external returns (bool);
}

contract TradeProbe is V3Payer {

    /// Gas a token's view or approval may use: a token that burns more cannot stall the probe.
    uint256 private constant TOKEN_CALL_GAS = 200_000;

    struct Result {
        bool bought;
        uint256 buyQuoted;
        uint256 buyReceived;
        uint256 buyGas;
        bytes buyError;
        bool transferred;
        uint256 transferSent;
        uint256 transferReceived;
        bool approved;
        bool sold;
        uint256 sellAmount;
        uint256 sellQuoted;
        uint256 sellReceived;
        uint256 sellGas;
        bytes sellError;
        /// After a failed sell: whether a tenth of the amount sells (a maximum per sale rather than a block).
        bool tenthSold;
        /// After a failed buy: whether a tenth of the ETH buys (a maximum per purchase rather than a closed market);
        /// the transfer and the sale then go on with what that tenth bought.
        bool tenthBought;
    }

    /// Where the probe trades: a V2 router (pool zero) or a V3 pool, and the wrapped native coin.
    struct Venue {
        address router;
        address pool;
        address weth;
    }

    receive() external payable {}

    /// A buy, a 1 % transfer and a sale through a Uniswap-V2-style router.
    function probe(address router, address token, uint256 ethIn, address sink) external returns (Result memory r) {
        return run(Venue(router, address(0), IRouterV2(router).WETH()), token, ethIn, sink);
    }

    /// A buy, a 1 % transfer and a sale against a V3 pool of `token` and `weth`, paid with `ethIn` wrapped.
    function probeV3(address pool, address token, address weth, uint256 ethIn, address sink) external returns (Result memory r) {
        IWrappedNative(weth).deposit{value: ethIn}();
        return run(Venue(address(0), pool, weth), token, ethIn, sink);
    }

    /// The later sale (docs/xray-trade.md "A sale later"): in a block of eth_simulateV1, buy with `ethIn` (or a tenth of
    /// it) and keep what was bought. `pool` zero: through the V2 `router`; else against the V3 `pool` with `weth`.
    function hold(address router, address pool, address token, address weth, uint256 ethIn) external returns (bool ok) {
        Venue memory venue = venueOf(router, pool, weth);
        if (pool != address(0)) IWrappedNative(weth).deposit{value: ethIn}();
        (ok, , ) = trade(venue, token, true, ethIn);
        if (!ok) (ok, , ) = trade(venue, token, true, ethIn / 10);
    }

    /// In a later block: approve and sell everything hold() bought; never reverts.
    function sellHeld(address router, address pool, address token, address weth) external returns (bool sold) {
        Venue memory venue = venueOf(router, pool, weth);
        address spender = pool == address(0) ? router : address(this);
        succeeded(token, abi.encodeWithSelector(IToken.approve.selector, spender, type(uint256).max), TOKEN_CALL_GAS);
        uint256 amount = balanceOf(token, address(this));
        if (amount == 0) return false;
        (sold, , ) = trade(venue, token, false, amount);
    }

    function venueOf(address router, address pool, address weth) private view returns (Venue memory) {
        return Venue(router, pool, pool == address(0) ? IRouterV2(router).WETH() : weth);
    }

    function run(Venue memory venue, address token, uint256 ethIn, address sink) private returns (Result memory r) {
        uint256 before = balanceOf(token, address(this));
        uint256 gas = gasleft();
        (r.bought, r.buyQuoted, r.buyError) = trade(venue, token, true, ethIn);
        r.buyGas = gas - gasleft();
        if (!r.bought) {
            (r.tenthBought, r.buyQuoted, ) = trade(venue, token, true, ethIn / 10);
            if (!r.tenthBought) return r;
        }
        r.buyReceived = gain(balanceOf(token, address(this)), before);

        transferStep(token, sink, r);

        // A seller approves the router (V2); on V3 the probe pays the pool with transferFrom, as a router does, so it
        // approves itself: a token whose approve or transferFrom fails for holders fails here too.
        address spender = venue.pool == address(0) ? venue.router : address(this);
        r.approved = succeeded(token, abi.encodeWithSelector(IToken.approve.selector, spender, type(uint256).max), TOKEN_CALL_GAS);
        r.sellAmount = balanceOf(token, address(this));
        if (r.sellAmount == 0) return r;
        // V2: the ETH that comes back; V3: the WETH.
        uint256 nativeBefore = venue.pool == address(0) ? address(this).balance : balanceOf(venue.weth, address(this));
        gas = gasleft();
        (r.sold, r.sellQuoted, r.sellError) = trade(venue, token, false, r.sellAmount);
        r.sellGas = gas - gasleft();
        if (r.sold) {
            uint256 nativeAfter = venue.pool == address(0) ? address(this).balance : balanceOf(venue.weth, address(this));
            r.sellReceived = gain(nativeAfter, nativeBefore);
        } else {
            (r.tenthSold, , ) = trade(venue, token, false, r.sellAmount / 10);
        }
    }

    /**
     * One swap, never reverting: buying spends `amountIn` of ETH (V2) or WETH (V3) on the token, selling spends
     * `amountIn` of the token. `quoted` is the router's quote just before the swap (V2) or what the pool paid out (V3).
     */
    function trade(
        Venue memory venue,
        address token,
        bool buying,
        uint256 amountIn
    ) private returns (bool ok, uint256 quoted, bytes memory error) {
        if (venue.pool != address(0)) return swapV3(venue, token, buying, amountIn);
        address[] memory path = new address[](2);
        path[0] = buying ? venue.weth : token;
        path[1] = buying ? token : venue.weth;
        quoted = quote(venue.router, amountIn, path);
        if (buying) {
            try
                IRouterV2(venue.router).swapExactETHForTokensSupportingFeeOnTransferTokens{value: amountIn}(
                    0,
                    path,
                    address(this),
                    block.timestamp
                )
            {
                ok = true;
            } catch (bytes memory reason) {
                error = reason;
            }
        } else {
            try
                IRouterV2(venue.router).swapExactTokensForETHSupportingFeeOnTransferTokens(
                    amountIn,
                    0,
                    path,
                    address(this),
                    block.timestamp
                )
            {
                ok = true;
            } catch (bytes memory reason) {
                error = reason;
            }
        }
    }

    function swapV3(
        Venue memory venue,
        address token,
        bool buying,
        uint256 amountIn
    ) private returns (bool ok, uint256 quoted, bytes memory error) {
        activePool = venue.pool;
        // token0 is the lower address: buying with WETH swaps token0 for token1 when WETH is token0.
        bool zeroForOne = buying == (venue.weth < token);
        try
            IPoolV3(venue.pool).swap(
                address(this),
                zeroForOne,
                int256(amountIn),
                zeroForOne ? MIN_SQRT_PRICE : MAX_SQRT_PRICE,
                abi.encode(buying ? venue.weth : token)
            )
        returns (int256 amount0, int256 amount1) {
            ok = true;
            quoted = paidOut(zeroForOne ? amount1 : amount0);
        } catch (bytes memory reason) {
            error = reason;
        }
    }

    /// What a V3 pool sent out: its negative delta.
    function paidOut(int256 delta) private pure returns (uint256) {
        return delta < 0 ? uint256(-delta) : 0;
    }

    /// Sends 1 % of the purchase to `sink`: the transfer tax.
    function transferStep(address token, address sink, Result memory r) private {
        r.transferSent = r.buyReceived / 100;
        if (r.transferSent == 0) return;
        uint256 sinkBefore = balanceOf(token, sink);
        r.transferred = succeeded(token, abi.encodeWithSelector(IToken.transfer.selector, sink, r.transferSent), gasleft());
        if (r.transferred) r.transferReceived = gain(balanceOf(token, sink), sinkBefore);
    }

    function gain(uint256 afterwards, uint256 before) private pure returns (uint256) {
        return afterwards > before ? afterwards - before : 0;
    }

    function quote(address router, uint256 amountIn, address[] memory path) private view returns (uint256) {
        try IRouterV2(router).getAmountsOut(amountIn, path) returns (uint256[] memory amounts) {
            return amounts.length == path.length ? amounts[amounts.length - 1] : 0;
        } catch {
            return 0;
        }
    }

    /// A call that went through and returned nothing (USDT-style tokens) or true; never reverts.
    function succeeded(address token, bytes memory data, uint256 gas) private returns (bool) {
        (bool ok, bytes memory out) = token.call{gas: gas}(data);
        if (!ok) return false;
        if (out.length == 0) return true;
        return out.length >= 32 && abi.decode(out, (uint256)) == 1;
    }

    /// The balance, or 0 when the token reverts, returns too little or burns more than its share of gas.
    function balanceOf(address token, address who) private view returns (uint256) {
        (bool ok, bytes memory out) = token.staticcall{gas: TOKEN_CALL_GAS}(
            abi.encodeWithSelector(IToken.balanceOf.selector, who)
        );
        return ok && out.length >= 32 ? abi.decode(out, (uint256)) : 0;
    }
}
